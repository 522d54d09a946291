#!/bin/bash
# ASSERTION: copyout() and copyoutstr() need bpf_probe_write_user, which a
# kernel in lockdown (kernel_lockdown(7)) refuses to every BPF program: the
# load then fails with a message naming the lockdown, not a bare EINVAL.
# The test kernel is locked down; on an unlocked kernel this .r would list
# the written strings instead.
dtrace=$1

"$dtrace" -w -q -c /bin/true -n 'syscall::write:entry /pid == $target/ {
	copyoutstr("changed", arg1, 8); }'
echo "status $?"
"$dtrace" -w -q -c /bin/true -n 'syscall::write:entry /pid == $target/ {
	copyout(curthread, arg1, 8); }'
echo "status $?"

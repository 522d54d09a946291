#!/bin/bash
# ASSERTION: copyout() and copyoutstr() need bpf_probe_write_user, which a
# kernel in lockdown (kernel_lockdown(7)) refuses to every BPF program: the
# load then fails (exit 1) with a message naming the lockdown, never a bare
# EINVAL.  On a kernel that is not locked down the programs load and run.
dtrace=$1

check() {
	err=$("$dtrace" -w -q -c /bin/true -n "$1" 2>&1 >/dev/null)
	status=$?
	if [[ $status -eq 1 && $err == *"copyout( ) and copyoutstr( ) are not available: the kernel is locked down and refuses bpf_probe_write_user (see kernel_lockdown(7))"* ]] ||
	    [[ $status -eq 0 && -z $err ]]; then
		echo ok
	else
		echo "status $status: $err"
	fi
}

check 'syscall::write:entry /pid == $target/ { copyoutstr("changed", arg1, 8); }'
check 'syscall::write:entry /pid == $target/ { copyout(curthread, arg1, 8); }'

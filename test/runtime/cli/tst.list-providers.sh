#!/bin/bash
# ASSERTION: -l lists the profile provider's default probes after the
# dtrace provider's (ids 4 on), and syscall probes with module vmlinux, an
# entry and a return per system call.  Syscall ids depend on the kernel's
# syscall list, so the id column of those lines is dropped.
dtrace=$1

"$dtrace" -l -P profile
"$dtrace" -l -n 'syscall::getppid:' | awk 'NR == 1 { print; next } { $1 = "-"; print }'
"$dtrace" -l -f 'syscall::getppid' | wc -l

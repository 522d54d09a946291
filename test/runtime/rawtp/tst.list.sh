#!/bin/bash
# ASSERTION: rawtp probes are named rawtp:<group>::<event> (Oracle: the
# tracepoint group is the module, the function is empty); the syscalls
# group belongs to the syscall provider.  Ids depend on the kernel's
# tracepoint list, so their column is dropped.
dtrace=$1

"$dtrace" -l -n 'rawtp:sched::sched_process_exit' | awk 'NR == 1 { print; next } { $1 = "-"; print }'
"$dtrace" -l -P rawtp | awk '$3 == "syscalls"' | wc -l

#!/bin/bash
# ASSERTION: sdt probes are named sdt:<group>::<event> for every tracefs
# event but the syscalls group.  Ids depend on the kernel, so their column
# is dropped.
dtrace=$1

"$dtrace" -l -n 'sdt:sched::sched_process_exit' | awk 'NR == 1 { print; next } { $1 = "-"; print }'
"$dtrace" -l -P sdt | awk '$3 == "syscalls"' | wc -l

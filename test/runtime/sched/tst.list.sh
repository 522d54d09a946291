#!/bin/bash
# ASSERTION: the sched probes this kernel can fire, module vmlinux, no
# function (Oracle's naming); enqueue, dequeue and tick need fbt.  The
# ids follow the syscall probes, whose number depends on the kernel, so
# their column is dropped.
dtrace=$1

"$dtrace" -l -P sched | awk 'NR == 1 { print; next } { $1 = "-"; print }'

#!/bin/bash
# ASSERTION: the sched probes, module vmlinux, no function (Oracle's
# naming), enqueue, dequeue and tick included (on tracepoints and the CPU
# clock where Oracle uses fbt).  The
# ids follow the syscall probes, whose number depends on the kernel, so
# their column is dropped.
dtrace=$1

"$dtrace" -l -P sched | awk 'NR == 1 { print; next } { $1 = "-"; print }'

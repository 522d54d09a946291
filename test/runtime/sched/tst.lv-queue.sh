#!/bin/bash
# ASSERTION: dtrace -lv lists enqueue, dequeue and tick with DTrace's
# argument types (the probe id column, which depends on the kernel, is
# dropped).
dtrace=$1

for p in enqueue dequeue tick; do
	"$dtrace" -lvn sched:::$p | awk 'NR == 1 { next } NR == 2 { print $2, $3, $NF; next } { print }'
done

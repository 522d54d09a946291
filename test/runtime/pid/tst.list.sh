#!/bin/bash
# ASSERTION: -l with -c lists the pid probes a description names, made on
# demand for the command's process, under provider pidPID and the
# executable's own name; an empty probe name lists the instruction
# probes too (hex offsets).
dtrace=$1
trigger=$DTRACE_TRIGGERS/pid-funcs

"$dtrace" -l -n 'pid$target:a.out:inner:' -n 'pid$target:a.out:outer:1' -c "$trigger" |
	awk 'NR == 1 { print; next } { sub(/^pid[0-9]+$/, "pidPID", $2); print $2, $3, $4, $5 }'
echo "status $?"

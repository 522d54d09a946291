#!/bin/bash
# ASSERTION: function "-" takes an address in the module as the probe
# name: pid$target:a.out:-:ADDR (hex, the link-time address nm shows)
# fires at that instruction, with probefunc "-" and the address as
# probename; an address the module does not map matches nothing.
dtrace=$1
trigger=$DTRACE_TRIGGERS/pid-funcs
addr=$(nm "$trigger" | awk '$3 == "outer" { sub(/^0+/, "", $1); print $1 }')
"$dtrace" -q -c "$trigger 2" -n 'pid$target:a.out:-:'"$addr"' {
	printf("%s %d\n", probefunc, probename == "'"$addr"'");
}'
echo "status $?"
"$dtrace" -q -c "$trigger 2" -n 'pid$target:a.out:-:7fffffff0000 { }' 2>&1 |
	sed 's/pid[0-9][0-9]*/pidN/g'
echo "status ${PIPESTATUS[0]}"

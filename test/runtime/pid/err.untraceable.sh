#!/bin/bash
# ASSERTION: an instruction the kernel refuses to probe (hlt, in _start)
# is an error when named exactly, by address; a glob that covers it (all
# of a.out's instructions) skips it silently and traces the rest.
dtrace=$1
trigger=$DTRACE_TRIGGERS/pid-funcs
addr=$(objdump -d "$trigger" | awk '$NF == "hlt" { sub(/:/, "", $1); print $1; exit }')
"$dtrace" -q -c "$trigger 1" -n 'pid$target:a.out:-:'"$addr"' { }' 2>&1 |
	sed "s|$trigger|TRIGGER|; s/offset 0x[0-9a-f]*/offset OFF/"
echo "status ${PIPESTATUS[0]}"
"$dtrace" -q -c "$trigger 1" -n 'pid$target:a.out:: { n++; } END { printf("traced %d\n", n > 10); }'
echo "status $?"
exit 1

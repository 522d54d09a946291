#!/bin/bash
# ASSERTION: -S prints the BPF disassembly of each program on stderr (here
# with -e, so nothing runs): one program for BEGIN, ending in an exit.
dtrace=$1

"$dtrace" -S -e -n 'BEGIN { trace(1); }' 2>&1 >/dev/null | grep -c '^Disassembly of dt_1 for probe 1 (dtrace:::BEGIN):$'
"$dtrace" -S -e -n 'BEGIN { trace(1); }' 2>&1 >/dev/null | grep -E '^ *[0-9]+: \(95\) exit$' | wc -l
"$dtrace" -S -e -n 'BEGIN { trace(1); }' 2>&1 >/dev/null | grep -c 'call bpf_ringbuf_output#130'
echo "status $?"

#!/bin/bash
# ASSERTION: output that cannot be written (here to /dev/full, a device
# that is always out of space) is an error: a dtrace: message and exit 1,
# never a crash and never status 0 with the output silently lost.  That
# holds for trace output, for the aggregations printed at exit, for -o
# files and for the -l listing.
dtrace=$1

"$dtrace" -q -n 'BEGIN { printf("hello\n"); exit(0); }' >/dev/full
echo "printf: status $?"
"$dtrace" -q -n 'BEGIN { @[1] = count(); exit(0); }' -o /dev/full
echo "aggregation -o: status $?"
"$dtrace" -n 'tick-1ms { trace(1); } tick-1s { exit(0); }' >/dev/full 2>/dev/null
echo "tick: status $?"
"$dtrace" -l -n BEGIN >/dev/full 2>/dev/null
echo "list: status $?"

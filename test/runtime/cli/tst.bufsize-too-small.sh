#!/bin/bash
# ASSERTION: the principal buffer must hold a record of every enabling: a
# zero or tiny -b is refused when tracing is enabled (after the "matched"
# line), END's records with their own message; a buffer that holds them
# works.  As in Oracle's DTrace the smallest buffer is 60 bytes, the room
# for the default ERROR record, whatever the program records.
dtrace=$1

"$dtrace" -b0 -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -b32 -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -q -b59 -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -q -b60 -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -q -x bufsize=48 -x strsize=64 -n 'BEGIN { exit(0); } END { trace(execname); }'
echo "status $?"
"$dtrace" -q -b1k -n 'BEGIN { trace("fits"); exit(0); }'
echo "status $?"

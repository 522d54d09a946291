#!/bin/bash
# ASSERTION: -p PID makes PID $target and dtrace ends (silently, as
# Oracle's does) when that process exits; a pid that does not exist is
# "dtrace: No such process", exit 1.
dtrace=$1

sleep 1 &
pid=$!
"$dtrace" -q -p $pid -n "BEGIN { printf(\"%d\\n\", \$target == $pid); }"
echo "status $?"
"$dtrace" -p 2147483647 -n BEGIN 2>&1 | sed 's/[0-9][0-9]*:/PID:/'

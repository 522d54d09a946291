#!/bin/bash
# ASSERTION: a command started with -c that is still running when tracing
# ends (here exit() in BEGIN) is killed with dtrace: dtrace neither waits
# for it nor leaves it behind.
dtrace=$1

start=$SECONDS
target=$("$dtrace" -q -c 'sleep 60' -n 'BEGIN { printf("%d\n", $target); exit(0); }')
echo "status $?"
[ $((SECONDS - start)) -lt 30 ] && echo "did not wait"
if [ -n "$target" ] && ! kill -0 "$target" 2>/dev/null; then
	echo "command gone"
else
	echo "command $target still running"
	kill "$target" 2>/dev/null
fi

#!/bin/bash
# ASSERTION: SIGINT (what ^C sends) stops tracing: END runs, the
# final newline is written and dtrace exits 0.
dtrace=$1
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# Job control: dtrace gets its own process group and does not inherit the
# SIG_IGN for SIGINT that bash gives a script's background jobs.
set -m
"$dtrace" -q -n 'BEGIN { printf("start\n"); } tick-10ms {} END { printf("end\n"); }' >"$out" &
pid=$!
set +m
for _ in $(seq 100); do
	grep -q start "$out" && break
	kill -0 $pid 2>/dev/null || break
	sleep 0.1
done
kill -INT $pid
wait $pid 2>/dev/null
status=$?
cat "$out"
echo "status $status"

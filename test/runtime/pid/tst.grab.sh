#!/bin/bash
# ASSERTION: -p PID grabs a running process: pid$target probes are made
# in it while it is held, it runs on afterwards (not left stopped), and
# dtrace exits when exit() is called; Ctrl-C runs END and lets the
# process go; an exited pid is a clean error.
dtrace=$1
trigger=$DTRACE_TRIGGERS/sleep-loop

exec 3< <("$trigger" 20)
read -r pid ready <&3
echo "trigger $ready"
"$dtrace" -q -p "$pid" -n 'pid$target:a.out:tick:entry { printf("%s %d\n", probefunc, pid == $target); exit(0); }'
echo "status $?"
sleep 0.2
state=$(awk '/^State:/ { print $2 }' /proc/"$pid"/status)
case $state in T|t) echo "left stopped" ;; *) echo "running" ;; esac
# Ctrl-C: END runs and the process is let go untouched.
out=$(mktemp)
"$dtrace" -q -p "$pid" -n 'BEGIN { printf("go\n"); n = 0; }
	pid$target:a.out:tick:entry { n++; } END { printf("end %d\n", n > 0); }' >"$out" &
dt=$!
for i in $(seq 100); do grep -q go "$out" && break; sleep 0.1; done
sleep 0.3
kill -INT $dt
wait $dt
echo "status $?"
cat "$out"
rm -f "$out"
sleep 0.2
state=$(awk '/^State:/ { print $2 }' /proc/"$pid"/status)
case $state in T|t) echo "left stopped" ;; *) echo "running" ;; esac
kill "$pid"
wait
"$dtrace" -p "$pid" -n 'pid$target:a.out:tick:entry' 2>&1 | sed "s/$pid/PID/"
echo "status ${PIPESTATUS[0]}"

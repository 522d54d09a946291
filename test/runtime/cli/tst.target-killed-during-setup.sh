#!/bin/bash
# ASSERTION: a -c or -p process killed (SIGKILL reaches it while dtrace
# holds it stopped) while its probes are being made is a process that
# exited: once its probes were described, tracing starts, END runs and
# dtrace exits 0, without "failed to release".  (Killed before its probes
# were described, the process has no libc to match: a dtrace: error and
# exit 1 is right then.  Either way no crash, hang or leftover.)
dtrace=$1
prog='pid$target:libc.so.6::entry { @[probefunc] = count(); } END { printf("end\n"); }'
out=$(mktemp)
err=$(mktemp)

verdict() {
	if [ "$1" = 0 ] && grep -q '^end$' "$out" && ! [ -s "$err" ]; then
		echo "$2: ended normally"
	elif [ "$1" = 1 ] && grep -q '^dtrace: .*does not match any probes' "$err"; then
		echo "$2: ended normally"
	else
		echo "$2: status $1"
		cat "$out" "$err"
	fi
}

"$dtrace" -q -c '/bin/sleep 30' -n "$prog" >"$out" 2>"$err" &
dt=$!
for _ in $(seq 500); do
	child=$(pgrep -P $dt) && break
	sleep 0.01
done
sleep 0.2
kill -9 $child
wait $dt
verdict $? -c

# Not a job of this shell, so bash does not report its death.
target=$(sh -c '/bin/sleep 30 >/dev/null 2>&1 & echo $!')
"$dtrace" -q -p $target -n "$prog" >"$out" 2>"$err" &
dt=$!
# Kill it only once dtrace has grabbed it (else "No such process" is right).
for _ in $(seq 500); do
	[ "$(awk '/^TracerPid:/ { print $2 }' /proc/$target/status)" = $dt ] && break
	sleep 0.01
done
sleep 0.2
kill -9 $target
wait $dt
verdict $? -p
rm -f "$out" "$err"

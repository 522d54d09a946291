# Sourced by the signal tests (not a test itself): runs dtrace in the
# background and sends it a signal once BEGIN has printed "start".
#   signal_dtrace DTRACE SIGNAL PROGRAM
# prints what dtrace wrote to stdout, then "status N".
signal_dtrace() {
	local dtrace=$1 sig=$2 prog=$3 out pid status
	out=$(mktemp)
	# Job control: dtrace gets its own process group and does not inherit the
	# SIG_IGN for SIGINT that bash gives a script's background jobs.
	set -m
	"$dtrace" -q -n "$prog" >"$out" &
	pid=$!
	set +m
	for _ in $(seq 100); do
		grep -q start "$out" && break
		kill -0 $pid 2>/dev/null || break
		sleep 0.1
	done
	kill -"$sig" $pid
	wait $pid 2>/dev/null
	status=$?
	cat "$out"
	rm -f "$out"
	echo "status $status"
}

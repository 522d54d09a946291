#!/bin/bash
# ASSERTION: -x nusdtprobes=N bounds the USDT probes enabled while tracing
# at once (Oracle's option, default 256): with N=2 only two of three
# processes started while tracing are traced, dtrace says once why, and a
# process started after those have exited is traced (their probes no
# longer count).  The default traces all of them.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
start_daemon
run() {
	local out=$tmpdir/out.$1 err=$tmpdir/err.$1
	"$dtrace" -Zq $2 -o "$out" -n 'BEGIN { printf("ready\n"); }
	myprov*:::probe1 /arg0 == 60/ { printf("%d\n", pid); }' 2> "$err" & dt=$!
	for i in $(seq 100); do grep -q ready "$out" 2>/dev/null && break; sleep 0.1; done
	pids=
	for i in 1 2 3; do "$tmpdir/loop" 2 & pids="$pids $!"; done
	kids="$pids"
	wait $pids
	sleep 0.5
	"$tmpdir/loop" 2 & last=$!
	kids=$last
	wait $last
	kill -INT $dt
	wait $dt
	echo "$1: $(grep -c '^[0-9]' "$out") processes traced, the last one: $(grep -c "^$last\$" "$out")"
	sed 's/myprov[0-9]*/myprovPID/' "$err"
}
run limit -xnusdtprobes=2
run default

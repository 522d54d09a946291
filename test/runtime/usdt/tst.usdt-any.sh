#!/bin/bash
# ASSERTION: usdtPID names every USDT probe of process PID whatever its
# provider: `dtrace -l -n usdtPID:::` lists the myprovPID probes, and
# `usdt$target:::probe1` fires with probeprov myprovPID.  Other pids'
# probes are not named.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
start_daemon
"$tmpdir/loop" 3 & other=$!
kids=$other
wait_stash $other || echo "no stash entry"
"$dtrace" -l -n "usdt$other:::" | awk 'NR > 1 { print $2, $3, $4, $5 }' | sed "s/$other\b/PID/" | sort
"$dtrace" -l -n "usdt$other:::probe1" | awk 'NR > 1 { print $2, $3, $4, $5 }' | sed "s/$other\b/PID/"
"$dtrace" -q -c "$tmpdir/loop 1" -n '
usdt$target:::probe1 /arg0 == 5/ {
	printf("%s %s %s %s %d\n", probeprov == strjoin("myprov", lltostr(pid)) ? "prov-ok" : probeprov,
	    probemod, probefunc, probename, pid == $target);
}'
echo "dtrace: $?"

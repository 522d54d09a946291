#!/bin/bash
# ASSERTION: the PRID travels with every firing (design/usdt.md 7 check
# 19, DESIGN.md D3): with one clause over myprov*:::probe1 and two
# instances of one binary, every firing's probeprov is "myprov" + its own
# pid, for both pids; when A is killed dtrace keeps running and keeps
# seeing B; the ERROR probe's arg1 (the EPID) carries the faulting
# probe's PRID in its upper 32 bits.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
start_daemon
a=$(sh -c '"$1" 20 >/dev/null 2>&1 & echo $!' sh "$tmpdir/loop")
"$tmpdir/loop" 20 & b=$!
kids="$a $b"
wait_stash $a && wait_stash $b || echo "not registered"
"$dtrace" -wq -n 'BEGIN { n = 0; }
myprov*:::probe1 { @[pid == '$a' ? "A" : pid == '$b' ? "B" : "other",
    probeprov == strjoin("myprov", lltostr(pid)) ? "label ok" : "label wrong", n > 1] = count(); }
tick-1s /++n == 1/ { system("kill -9 '$a'"); }
tick-1s /n == 3/ { exit(0); }
END { printa("%s %s after-kill %d %@d\n", @); }' | sed 's/ [0-9]*$//' | sort
echo "status ${PIPESTATUS[0]}"
"$dtrace" -q -n '
myprov'$b':::probe1 { last = id; }
myprov'$b':::probe1 { trace(*(int *)0); }
ERROR { printf("ERROR arg1 carries the PRID: %d\n", arg1 >> 32 == last); exit(0); }' 2>/dev/null

#!/bin/bash
# ASSERTION: two dtrace sessions trace the same two processes' USDT probes
# at once (design/usdt.md 7 check 20); when the first exits, the second's
# uprobes stay armed and it keeps receiving firings from both; and
# attaching and detaching over and over works.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
start_daemon
"$tmpdir/loop" 12 & a=$!
"$tmpdir/loop" 12 & b=$!
kids="$a $b"
wait_stash $a && wait_stash $b || echo "not registered"
"$dtrace" -q -n 'myprov'$a':::probe1, myprov'$b':::probe1 { @[pid] = count(); }
tick-1s { exit(0); }
END { printa("first %d %@d\n", @); }' > "$tmpdir/first" &
first=$!
"$dtrace" -q -n 'myprov'$a':::probe1, myprov'$b':::probe1 { @[pid] = count(); }
tick-1s /++n == 2/ { trunc(@); }
tick-1s /n == 4/ { exit(0); }
END { printa("second %d %@d\n", @); }' > "$tmpdir/second"
wait $first
count() { awk -v w="$1" -v p="$2" '$1 == w && $2 == p && $3 > 0 { print "fired" }' "$tmpdir/$1"; }
echo "first: A $(count first $a), B $(count first $b)"
echo "second after the first exited: A $(count second $a), B $(count second $b)"
for i in 1 2 3 4 5; do
	"$dtrace" -q -n 'myprov'$a':::probe1 { exit(0); }' || echo "attach $i failed"
done
echo "attached 5 times"
"$dtrace" -q -n 'myprov'$a':::probe1 { printf("%d\n", pid == '$a'); exit(0); }'

#!/bin/bash
# ASSERTION: the usdt provider reads dtprobed's stash (dofstashpath, here
# through DTRACE_OPT_DOFSTASHPATH): two instances of a program started
# before dtrace are listed by dtrace -l -P 'myprov*' (provider myprovPID,
# module, function, name) and myprov*:::probe1 fires in both with the right
# probeprov; myprovPID alone lists only that pid.  dtprobed runs on a
# private --root and is stopped at the end.
source "$(dirname "$0")/build.sh"
cp "$srcdir/loop.c" "$tmpdir/"
(cd "$tmpdir" && "$dtrace" -h -s prov.d && gcc -c loop.c &&
	"$dtrace" -G -s prov.d -o loopprov.o loop.o &&
	gcc -o loop loop.o loopprov.o) || { echo "build failed"; exit 1; }
dtprobed=$(dirname "$dtrace")/../dtprobed/dtprobed
root=$tmpdir/root
mkdir -p "$root"
"$dtprobed" --root "$root" -F &
daemon=$!
pids=
trap 'kill $pids 2>/dev/null; wait $pids 2>/dev/null; kill $daemon; wait $daemon; rm -rf "$tmpdir"' EXIT
for i in $(seq 50); do [ -S "$root/helper.sock" ] && break; sleep 0.1; done
export DTRACE_DOF_INIT_SOCKET=$root/helper.sock DTRACE_OPT_DOFSTASHPATH=$root
"$tmpdir/loop" 8 & a=$!
"$tmpdir/loop" 8 & b=$!
pids="$a $b"
for i in $(seq 50); do
	[ -d "$root/probes/$a" ] && [ -d "$root/probes/$b" ] && break
	sleep 0.1
done
names() { sed "s/$a\b/A/g; s/$b\b/B/g"; }
echo "-- list myprov*"
"$dtrace" -l -P 'myprov*' | awk 'NR > 1 { print $2, $3, $4, $5 }' | names | sort
echo "-- list one pid"
"$dtrace" -l -P "myprov$a" | awk 'NR > 1 { print $2, $3, $4, $5 }' | names | sort
echo "-- trace myprov*"
"$dtrace" -q -n '
BEGIN { seen[0] = 1; }
myprov*:::probe1 /!seen[pid]/ {
	seen[pid] = 1;
	printf("%d %s %s %s ok %d\n", pid, probemod, probefunc, probename,
	    probeprov == strjoin("myprov", lltostr(pid)));
}
tick-1s { exit(0); }' | names | sort
echo "status ${PIPESTATUS[0]}"

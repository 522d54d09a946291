#!/bin/bash
# ASSERTION: is-enabled probes (design/usdt.md 7 check 18):
# MYPROV_PROBE2_ENABLED() is 1 in a process while dtrace enables
# myprov$pid:::probe2 (every iteration under -c, as often as the probe
# fires, in the &&/return/statement-expression forms too), 0 in a second
# untraced instance running at the same time, 0 without dtrace, and with
# -p 0 before dtrace attaches and 0 again after it exits.  On a kernel
# that refuses bpf_probe_write_user (lockdown) this goes through the
# probe's semaphore and the uprobe reference counter.
source "$(dirname "$0")/build.sh"
cp "$srcdir/enabled.c" "$tmpdir/"
(cd "$tmpdir" && "$dtrace" -h -s prov.d && gcc -c enabled.c &&
	"$dtrace" -G -s prov.d -o enprov.o enabled.o &&
	gcc -o enabled enabled.o enprov.o) || { echo "build failed"; exit 1; }
cd "$tmpdir"
./enabled 20 untraced.out
echo "untraced: $(cat untraced.out)"
./enabled 150 beside.out &
beside=$!
"$dtrace" -q -c './enabled 100 traced.out' -n '
myprov$target:::probe2 { @ = count(); }
END { printa("fired %@d\n", @); }'
echo "status $?"
wait $beside
echo "traced: $(cat traced.out)"
echo "beside: $(cat beside.out)"
./enabled 300 attach.out &
prog=$!
sleep 0.5
"$dtrace" -q -p $prog -n 'myprov$target:::probe2 { @ = count(); } tick-1s { exit(0); }
END { printa("fired %@d\n", @) }' > attach.dtrace
wait $prog
read -r _ count _ first _ last _ < attach.out
fired=$(awk '{print $2}' attach.dtrace)
echo "attach: count>0 $((count > 0)) first>0 $((first > 0)) last<299 $((last < 299))" \
	"fired<=count $((fired > 0 && fired <= count))"
./enabled 20 after.out
echo "after: $(cat after.out)"

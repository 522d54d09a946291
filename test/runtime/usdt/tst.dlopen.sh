#!/bin/bash
# ASSERTION: probes of a dlopen'ed shared library built with -h/-G reach
# dtrace through dtprobed's stash: dtrace -l -P 'myprov*' lists them under
# the library's module name, and myprov*:::probe1 and the is-enabled
# guarded probe2 fire in it.  dtprobed runs on a private --root.
source "$(dirname "$0")/build.sh"
cp "$srcdir/libprobes.c" "$srcdir/dlmain.c" "$tmpdir/"
(cd "$tmpdir" && "$dtrace" -h -s prov.d && gcc -fPIC -c libprobes.c &&
	"$dtrace" -G -s prov.d -o libprov.o libprobes.o &&
	gcc -shared -o libprobes.so libprobes.o libprov.o &&
	gcc -o dlmain dlmain.c) || { echo "build failed"; exit 1; }
dtprobed=$(dirname "$dtrace")/../dtprobed/dtprobed
root=$tmpdir/root
mkdir -p "$root"
"$dtprobed" --root "$root" -F &
daemon=$!
prog=
trap 'kill $prog 2>/dev/null; wait $prog 2>/dev/null; kill $daemon; wait $daemon; rm -rf "$tmpdir"' EXIT
for i in $(seq 50); do [ -S "$root/helper.sock" ] && break; sleep 0.1; done
export DTRACE_DOF_INIT_SOCKET=$root/helper.sock DTRACE_OPT_DOFSTASHPATH=$root
"$tmpdir/dlmain" "$tmpdir/libprobes.so" 8 & prog=$!
for i in $(seq 50); do [ -d "$root/probes/$prog" ] && break; sleep 0.1; done
"$dtrace" -l -P 'myprov*' | awk 'NR > 1 { print $2, $3, $4, $5 }' | sed "s/$prog\b/PID/" | sort
"$dtrace" -q -n '
BEGIN { n1 = 0; n2 = 0; }
myprov*:::probe1 /n1++ == 0/ { printf("%s %s %s %s\n", probemod, probefunc, probename, copyinstr(arg1)); }
myprov*:::probe2 /n2++ == 0/ { printf("%s %s %s\n", probemod, probefunc, probename); }
tick-1s { exit(0); }' | sort

#!/bin/bash
# ASSERTION: USDT probes that appear while dtrace runs are traced, as in
# DTrace: with -Z, `myprov*:::probe1` matches no probe at the start, and
# three processes started afterwards each fire it with their own
# probeprov (myprovPID), module, function and arguments; a process that
# was already running is traced from the start and counted once.  Then a
# -c process that dlopens a library with probes after a while:
# `myprov$target:::` picks up the library's probes, is-enabled one too.
# Last, a late process's mapped arguments (place(i, 4) : (j, i, i, j))
# and ten arguments, four of them on the stack.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$srcdir/libprobes.c" "$tmpdir/"
cat > "$tmpdir/dllate.c" <<'C'
#include <dlfcn.h>
#include <unistd.h>
int main(int argc, char **argv) {
	void *h;
	void (*fire)(int);
	(void)argc;
	usleep(600000);
	if ((h = dlopen(argv[1], RTLD_NOW)) == NULL ||
	    (fire = (void (*)(int))dlsym(h, "lib_fire")) == NULL)
		return 1;
	for (int i = 0; i < 100; i++) {
		fire(i);
		usleep(20000);
	}
	return 0;
}
C
cat > "$tmpdir/argloop.c" <<'C'
#include <stdint.h>
#include <unistd.h>
#include "prov.h"
int main(void) {
	for (uint64_t i = 0; i < 100; i++) {
		MYPROV_PLACE((int)i, 4);
		MYPROV_ALLARGS(i, i + 1, i + 2, i + 3, i + 4, i + 5, i + 6, i + 7, i + 8, i + 9);
		usleep(20000);
	}
	return 0;
}
C
build_c loop.c loop
build_c argloop.c argloop
(cd "$tmpdir" && gcc -fPIC -c libprobes.c &&
	"$dtrace" -G -s prov.d -o libprov.o libprobes.o &&
	gcc -shared -o libprobes.so libprobes.o libprov.o &&
	gcc -o dllate dllate.c -ldl) || { echo "build failed"; exit 1; }
start_daemon

"$tmpdir/loop" 3 & early=$!
kids=$early
wait_stash $early || echo "no stash entry for the early process"
out=$tmpdir/out
"$dtrace" -Zq -o "$out" -n '
BEGIN { printf("ready\n"); }
myprov*:::probe1 /seen[pid]++ == 0/ {
	printf("%s %s %s %s %s\n", probeprov == strjoin("myprov", lltostr(pid)) ? "prov-ok" : probeprov,
	    probemod, probefunc, probename, copyinstr(arg1));
	@[probeprov == strjoin("myprov", lltostr(pid))] = count();
}' & dt=$!
for i in $(seq 100); do grep -q ready "$out" 2>/dev/null && break; sleep 0.1; done
late=
for i in 1 2 3; do "$tmpdir/loop" 2 & late="$late $!"; done
kids="$early $late"
wait $early $late
kill -INT $dt
wait $dt
echo "dtrace: $?"
grep -v -e ready -e '^$' "$out" | LC_ALL=C sort

"$dtrace" -Zq -c "$tmpdir/dllate $tmpdir/libprobes.so" -n '
myprov$target:::probe1 /n1++ == 0/ { printf("%s %s %s %s\n", probemod, probefunc, probename, copyinstr(arg1)); }
myprov$target:::probe2 /n++ == 0/ { printf("%s %s %s\n", probemod, probefunc, probename); }' |
	LC_ALL=C sort
echo "dtrace: ${PIPESTATUS[0]}"

out=$tmpdir/out2
"$dtrace" -Zq -o "$out" -n '
BEGIN { printf("ready\n"); }
myprov*:::place /np++ == 0/ {
	printf("place %d %d %d\n", args[0], args[1] == args[2], args[3]);
}
myprov*:::allargs /na++ == 0/ {
	printf("allargs %d %d %d %d %d %d %d %d %d\n", arg1 - arg0, arg2 - arg0, arg3 - arg0,
	    arg4 - arg0, arg5 - arg0, arg6 - arg0, arg7 - arg0, arg8 - arg0, arg9 - arg0);
}' & dt=$!
for i in $(seq 100); do grep -q ready "$out" 2>/dev/null && break; sleep 0.1; done
"$tmpdir/argloop" & late=$!
kids=$late
wait $late
kill -INT $dt
wait $dt
echo "dtrace: $?"
grep -v -e ready -e '^$' "$out"

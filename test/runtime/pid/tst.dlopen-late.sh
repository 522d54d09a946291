#!/bin/bash
# ASSERTION: a library the process dlopens after tracing started gets its
# pid probes (issue 8, design/usdt.md check 22): with -Z,
# pid$target:libdlate.so:lib_add:entry and :return match nothing at the
# start and fire once the library is mapped, with the arguments and the
# return value; pid$target::lib_add:entry (any module) fires too.
# Without -Z the description is an error, as in DTrace.
dtrace=$1
tmpdir=$(mktemp -d /tmp/pid-dlopen.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cat > "$tmpdir/lib.c" <<'C'
__attribute__((noinline)) int lib_add(int a, int b) { return a + b; }
C
cat > "$tmpdir/main.c" <<'C'
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
	void *h;
	int (*add)(int, int);
	int sum = 0;
	(void)argc;
	usleep(700000);
	if ((h = dlopen(argv[1], RTLD_NOW)) == NULL ||
	    (add = (int (*)(int, int))dlsym(h, "lib_add")) == NULL)
		return 1;
	for (int i = 0; i < 150; i++) {
		sum += add(i, 100);
		usleep(20000);
	}
	return sum == 0;
}
C
(cd "$tmpdir" && gcc -O1 -fPIC -shared -o libdlate.so lib.c && gcc -o main main.c -ldl) ||
	{ echo "build failed"; exit 1; }
"$dtrace" -Zq -c "$tmpdir/main $tmpdir/libdlate.so" -n '
pid$target:libdlate.so:lib_add:entry /arg0 == 120/ { printf("%s %s %s %d %d\n", probemod, probefunc, probename, arg0, arg1); }
pid$target:libdlate.so:lib_add:return /arg1 == 225/ { printf("%s %s %s %d\n", probemod, probefunc, probename, arg1); }
pid$target::lib_add:entry /arg0 == 121/ { printf("any module: %s\n", probemod); }'
echo "status $?"
"$dtrace" -q -c "$tmpdir/main $tmpdir/libdlate.so" -n 'pid$target:libdlate.so:lib_add:entry { }' 2>&1 |
	sed 's/pid[0-9][0-9]*/pidN/g'
echo "status ${PIPESTATUS[0]}"

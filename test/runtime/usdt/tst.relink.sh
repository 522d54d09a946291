#!/bin/bash
# ASSERTION: dtrace -G can be run again on objects it already rewrote (the
# DOF object removed and made anew, or made twice), with <dtrace/sdt.h>
# macros of up to twelve arguments, the seventh and later passed on the
# stack; a probe in a static function keeps its function name; and the
# relinked program's probes fire with every argument intact.
source "$(dirname "$0")/build.sh"
inc=$(cd "$srcdir/../../../include" && pwd)
cat > "$tmpdir/rprov.d" <<'D'
provider relink {
	probe eight(int, int, int, int, int, int, int, int);
	probe twelve(long, long, long, long, long, long, long, long, long, long,
	    long, long);
	probe lone();
};
D
cat > "$tmpdir/relink.c" <<'C'
#include <dtrace/sdt.h>
static void __attribute__((noinline)) inner(int k)
{
	DTRACE_PROBE8(relink, eight, k, k + 1, k + 2, k + 3, k + 4, k + 5, k + 6, k + 7);
}
int main(void)
{
	inner(100);
	DTRACE_PROBE12(relink, twelve, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12);
	DTRACE_PROBE(relink, lone);
	return 0;
}
C
(cd "$tmpdir" && gcc -I"$inc" -c relink.c &&
	"$dtrace" -G -s rprov.d relink.o && rm rprov.o &&
	"$dtrace" -G -s rprov.d relink.o &&
	"$dtrace" -G -s rprov.d -o rprov2.o relink.o &&
	cmp -s rprov.o rprov2.o && gcc -o relink relink.o rprov2.o) || { echo "build failed"; exit 1; }
echo "relocations left: $(readelf -rW "$tmpdir/relink.o" | grep __dtrace | grep -vc R_X86_64_NONE)"
"$dtrace" -q -c "$tmpdir/relink" -n '
relink$target:::eight {
	printf("%s %s %d %d %d %d %d %d %d %d\n", probefunc, probename, arg0, arg1,
	    arg2, arg3, arg4, arg5, arg6, arg7);
}
relink$target:::twelve {
	printf("%s %d %d %d %d %d %d %d %d %d %d\n", probename, arg0, arg1, arg2,
	    arg3, arg4, arg5, arg6, arg7, arg8, arg9);
}
relink$target:::lone { printf("%s %s\n", probefunc, probename); }'
echo "status $?"

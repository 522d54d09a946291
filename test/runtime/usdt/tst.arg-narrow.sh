#!/bin/bash
# ASSERTION: a DOF probe's integer arguments narrower than a register are
# extended from their declared width, as DTrace does: signed ones keep
# their sign (an int of -1 reads -1 in arg0 and args[0]), unsigned ones
# read their value, whatever the register's upper half held.
source "$(dirname "$0")/build.sh"
cat > "$tmpdir/narrow.d" <<'D'
provider narrow {
	probe vals(int8_t, short, int, unsigned int, unsigned char, long);
};
D
cat > "$tmpdir/narrow.c" <<'C'
#include <stdint.h>
#include "narrow.h"
__attribute__((noinline)) static void fire(long junk, int8_t a, short b, int c, unsigned int d,
    unsigned char e, long f) {
	(void)junk;
	NARROW_VALS(a, b, c, d, e, f);
}
int main(void) {
	fire(-1L, -18, -300, -1, 4000000000u, 200, -5L);
	return 0;
}
C
(cd "$tmpdir" && "$dtrace" -h -s narrow.d && gcc -O2 -c narrow.c &&
	"$dtrace" -G -s narrow.d -o narrow-dof.o narrow.o &&
	gcc -o narrow narrow.o narrow-dof.o) || { echo "build failed"; exit 1; }
"$dtrace" -q -c "$tmpdir/narrow" -n 'narrow$target:::vals {
	printf("%d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5);
	printf("%d %d %d %u %u %d\n", args[0], args[1], args[2], args[3], args[4], args[5]);
}'

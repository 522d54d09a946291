#!/bin/bash
# ASSERTION: a USDT probe whose translated argument list is empty
# (`probe none(int, int) : ();`) has no args[]: args[0] is D_ARGS_IDX,
# naming the clause's probe description (with $target expanded), as in
# DTrace; arg0 still compiles.
source "$(dirname "$0")/build.sh"
cat > "$tmpdir/none.d" <<'D'
provider argnone {
	probe none(int, int) : ();
};
D
cat > "$tmpdir/none.c" <<'C'
#include "none.h"
int main(void) {
	ARGNONE_NONE(1, 2);
	return 0;
}
C
(cd "$tmpdir" && "$dtrace" -h -s none.d && gcc -c none.c &&
	"$dtrace" -G -s none.d -o none-dof.o none.o && gcc -o none none.o none-dof.o) ||
	{ echo "build failed"; exit 1; }
"$dtrace" -q -c "$tmpdir/none" -n 'argnone$target:::none { trace(args[0]); }' 2>&1 |
	sed 's/argnone[0-9][0-9]*/argnonePID/'
echo "status ${PIPESTATUS[0]}"
"$dtrace" -q -c "$tmpdir/none" -n 'argnone$target:::none { printf("%d\n", arg0); }'
echo "status $?"

/*
 * The traced program of the usdt runtime tests: each probe fires once with
 * known arguments, from main and from a static function, then the program
 * exits.  It prints nothing (its output would interleave with dtrace's).
 */
#include <stdint.h>
#include "prov.h"

static int helper(int x) {
	MYPROV_PLACE(x, 4);
	return x + 1;
}

int main(void) {
	int n = 0;

	MYPROV_PROBE1(42, "hello");
	if (MYPROV_PROBE2_ENABLED())
		n++;
	MYPROV_PROBE2();
	MYPROV_QUERY_START("select", 7ULL);
	MYPROV_ALLARGS(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
	return helper(10) == 11 && n <= 1 ? 0 : 1;
}

/*
 * The is-enabled trigger (design/usdt.md 7 check 18): loops N times, 10 ms
 * apart, counting how often MYPROV_PROBE2_ENABLED() was true (as a plain
 * guard and in the &&, return and statement-expression forms), and writes
 * "guard COUNT first FIRST last LAST forms OK" to the file named by argv[2]
 * (FIRST/LAST: the first and last iteration where it was true, -1 if none).
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "prov.h"

static int enabled_fn(void) {
	return MYPROV_PROBE2_ENABLED();
}

int main(int argc, char **argv) {
	int n = argc > 1 ? atoi(argv[1]) : 10, count = 0, first = -1, last = -1, forms = 1;
	FILE *f;

	for (int i = 0; i < n; i++) {
		if (MYPROV_PROBE2_ENABLED()) {
			count++;
			if (first < 0)
				first = i;
			last = i;
			MYPROV_PROBE2();
			forms = forms && (i >= 0 && MYPROV_PROBE2_ENABLED()) && enabled_fn() &&
			    ({ int e = MYPROV_PROBE2_ENABLED(); e; });
		}
		usleep(10000);
	}
	f = argc > 2 ? fopen(argv[2], "w") : stdout;
	if (f == NULL)
		return 1;
	fprintf(f, "guard %d first %d last %d forms %s\n", count, first, last,
	    forms ? "ok" : "bad");
	return fclose(f) != 0;
}

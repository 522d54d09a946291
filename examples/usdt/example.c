/*
 * The README's USDT example: EXAMPLE_START and EXAMPLE_DONE come from
 * prov.h, which `dtrace -h -s prov.d` writes.  The _ENABLED() guard is
 * true only while dtrace traces the probe, so the work of its arguments
 * is done only then.
 */
#include "prov.h"

int main(void) {
	for (int i = 0; i < 3; i++) {
		EXAMPLE_START(i, "work");
		if (EXAMPLE_DONE_ENABLED())
			EXAMPLE_DONE(i * 10);
	}
	return 0;
}

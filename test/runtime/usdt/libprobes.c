/*
 * The shared library of tst.dlopen.sh: lib_fire(i) fires probe1(i, "lib")
 * and, behind its is-enabled guard, probe2.
 */
#include "prov.h"

void lib_fire(int i) {
	MYPROV_PROBE1(i, "lib");
	if (MYPROV_PROBE2_ENABLED())
		MYPROV_PROBE2();
}

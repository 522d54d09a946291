/*
 * A long-running USDT program for the stash tests: fires probe1(i, "loop")
 * every 20 ms for argv[1] seconds (default 5), then exits.
 */
#include <stdlib.h>
#include <unistd.h>
#include "prov.h"

int main(int argc, char **argv) {
	int n = (argc > 1 ? atoi(argv[1]) : 5) * 50;

	for (int i = 0; i < n; i++) {
		MYPROV_PROBE1(i, "loop");
		usleep(20000);
	}
	return 0;
}

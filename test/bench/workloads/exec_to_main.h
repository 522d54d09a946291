/* Exec -> main timing for the registration benchmark (11-usdt-register.sh).
 * The launcher (exec_launch.c) puts CLOCK_MONOTONIC, read in the child just
 * before execve, into EXEC_T0_NS; the program calls exec_to_main_report()
 * first thing in main and prints
 *     EXEC_TO_MAIN ns=<main entry - EXEC_T0_NS>
 * on stderr.  Everything the loader and the constructors do (drti's
 * synchronous registration with dtprobed included) falls in between. */
#ifndef EXEC_TO_MAIN_H
#define EXEC_TO_MAIN_H
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static inline void exec_to_main_report(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	long long t1 = (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
	const char *t0 = getenv("EXEC_T0_NS");
	if (t0)
		fprintf(stderr, "EXEC_TO_MAIN ns=%lld\n", t1 - atoll(t0));
}
#endif

/*
 * sleep-loop: a dynamically linked program for -p tests.  Prints its pid
 * and "ready" on stdout, then calls tick() every 10 ms for N seconds
 * (default 30), so a grabbed process has a known function to probe.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

__attribute__((noinline)) int tick(int i)
{
	__asm__ volatile("" ::: "memory");
	return i + 1;
}

int main(int argc, char **argv)
{
	int secs = argc > 1 ? atoi(argv[1]) : 30;
	struct timespec ts = {0, 10 * 1000 * 1000};

	printf("%d ready\n", (int)getpid());
	fflush(stdout);
	for (int i = 0; i < secs * 100; i++) {
		tick(i);
		nanosleep(&ts, NULL);
	}
	return 0;
}

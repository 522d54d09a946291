/*
 * signal-go: calls getppid(2) in a loop until SIGUSR1 arrives (at most
 * 10 s), then calls go(42) once and exits 0.  Tracing that raises the
 * signal from one probe and expects the next from another shows whether
 * every probe was enabled before any fired.
 */
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t signalled;

static void handler(int sig)
{
	(void)sig;
	signalled = 1;
}

__attribute__((noinline)) int go(int n)
{
	__asm__ volatile("" ::: "memory");
	return n;
}

int main(void)
{
	struct timespec start, now;

	signal(SIGUSR1, handler);
	clock_gettime(CLOCK_MONOTONIC, &start);
	while (!signalled) {
		syscall(SYS_getppid);
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (now.tv_sec - start.tv_sec > 10)
			return 1;
	}
	return go(42) != 42;
}

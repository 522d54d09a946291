/*
 * getppid-loop: calls getppid(2) N times (default 3), then exits.  A
 * system call that does nothing else, for tests that count or trace it.
 */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;

	for (int i = 0; i < n; i++)
		syscall(SYS_getppid);
	return 0;
}

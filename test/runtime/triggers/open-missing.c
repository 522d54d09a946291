/*
 * open-missing: tries to open a file that does not exist N times (default
 * 3), so each openat(2) fails with ENOENT.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;

	for (int i = 0; i < n; i++)
		openat(AT_FDCWD, "/nonexistent/dtrace-test", O_RDONLY);
	return 0;
}

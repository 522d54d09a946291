/*
 * open-files: opens /dev/null five times with openat(2), then exits.
 *
 * The syscall tests count openat:entry for this process (pid == $target) and
 * expect exactly 5, so the binary is linked statically: no dynamic loader
 * opens libraries before main().  An optional argument changes the count.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 5;

	for (int i = 0; i < n; i++) {
		int fd = openat(AT_FDCWD, "/dev/null", O_RDONLY);

		if (fd >= 0)
			close(fd);
	}
	return 0;
}

/*
 * disk-io: block I/O from this process.  Writes 64 KiB to a new file in
 * the current directory (the repository's disk) and fsyncs it, so that the
 * writeback runs in this process, then reads it back with O_DIRECT, which
 * bypasses the page cache and so always reaches the device.  Removes the
 * file on the way out.  An optional argument names the file.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { kSize = 64 * 1024 };

static char buf[kSize] __attribute__((aligned(4096)));

int main(int argc, char **argv)
{
	char name[64];
	int fd, rc = 0;

	if (argc > 1)
		snprintf(name, sizeof(name), "%s", argv[1]);
	else
		snprintf(name, sizeof(name), ".disk-io-trigger.%d", (int)getpid());
	memset(buf, 'x', sizeof(buf));
	fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, buf, kSize) != kSize || fsync(fd) != 0)
		rc = 1;
	if (fd >= 0)
		close(fd);
	fd = open(name, O_RDONLY | O_DIRECT);
	if (fd < 0 || read(fd, buf, kSize) != kSize)
		rc = 1;
	if (fd >= 0)
		close(fd);
	unlink(name);
	return rc;
}

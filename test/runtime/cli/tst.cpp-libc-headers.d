/*
 * ASSERTION: with -C, a script can include the C library headers that
 * scripts from other systems include: their declarations are laid out as
 * C lays them out (sizes given by casts and sizeof, flexible array
 * members, anonymous unions; prototypes passed over), their constants are
 * usable, and errno, which <errno.h> makes a macro, stays D's errno.
 *
 * @@runtest-opts: -q -C
 */

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>

BEGIN
{
	printf("%d %d %d\n", sizeof (fd_set), sizeof (struct sockaddr_in),
	    sizeof (struct cmsghdr));
	printf("%d %d\n", sizeof (struct sigcontext),
	    offsetof(struct sigcontext, fpstate));
	printf("%d %d %d %d\n", AF_INET, SIGKILL, ENOENT, errno);
	exit(0);
}

/*
 * exit-status: exits with the status given as its argument (default 3),
 * or, given "kill", kills itself with SIGKILL.  For proc:::exit.
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "kill") == 0)
		kill(getpid(), SIGKILL);
	return argc > 1 ? atoi(argv[1]) : 3;
}

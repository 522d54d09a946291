/* exec_launch PROG ARGS...
 * Forks, and in the child reads CLOCK_MONOTONIC right before execve(PROG)
 * and passes it in EXEC_T0_NS (see exec_to_main.h); waits for the child and
 * exits with its status.  Fork time is outside the measured interval. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: exec_launch PROG ARGS...\n");
		return 2;
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("fork");
		return 1;
	}
	if (pid == 0) {
		char buf[32];
		struct timespec ts;
		clock_gettime(CLOCK_MONOTONIC, &ts);
		snprintf(buf, sizeof buf, "%lld", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
		setenv("EXEC_T0_NS", buf, 1);
		execv(argv[1], &argv[1]);
		perror(argv[1]);
		_exit(127);
	}
	int st;
	if (waitpid(pid, &st, 0) < 0)
		return 1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* peak_rss FILE CMD ARGS...
 * Runs CMD as its child, waits for it and writes "maxrss_kb=N" (ru_maxrss
 * of CMD and its reaped descendants) to FILE, then exits with CMD's status.
 * Why: ru_maxrss never reads below the RSS of the process that forked the
 * command (Linux keeps the pre-exec high-water mark), so measuring from the
 * Python harness (~17 MiB) hides the peak of a small tracer; this launcher
 * is ~1 MiB. CPU time is still taken by the harness (it reaps this launcher
 * and so counts the child's rusage too). */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: peak_rss FILE CMD ARGS...\n");
		return 2;
	}
	pid_t pid = fork();
	if (pid < 0) {
		perror("fork");
		return 1;
	}
	if (pid == 0) {
		execvp(argv[2], &argv[2]);
		perror(argv[2]);
		_exit(127);
	}
	int status;
	struct rusage ru;
	if (wait4(pid, &status, 0, &ru) < 0) {
		perror("wait4");
		return 1;
	}
	FILE *f = fopen(argv[1], "w");
	if (f) {
		fprintf(f, "maxrss_kb=%ld\n", ru.ru_maxrss);
		fclose(f);
	}
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

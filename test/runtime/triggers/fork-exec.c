/*
 * fork-exec: forks once; the child tries to exec a path that does not
 * exist (exec-failure, ENOENT), then execs /bin/true (exec-success).  The
 * parent waits for the child and exits 0.
 */
#include <sys/wait.h>
#include <unistd.h>

static const char missing[] = "/nonexistent/dtrace-trigger";
static const char true_path[] = "/bin/true";

int main(void)
{
	pid_t child = fork();

	if (child == 0) {
		/* Touch the paths so that their page is mapped in the child
		   when exec's probes copy them (a probe cannot fault a user
		   page in, and fork does not copy the parent's mapping). */
		const volatile char *a = missing, *b = true_path;

		(void)a[0];
		(void)b[0];
		execl(missing, "dtrace-trigger", (char *)0);
		execl(true_path, "true", (char *)0);
		_exit(127);
	}
	if (child > 0)
		waitpid(child, 0, 0);
	return 0;
}

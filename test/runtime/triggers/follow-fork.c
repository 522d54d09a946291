/*
 * follow-fork: a dynamically linked program for -x follow=fork.  main
 * calls visit(0), then forks a child that calls visit(1) and forks a
 * grandchild that calls visit(2); each process waits for its child before
 * it exits, so the calls come in that order.  A thread of the child calls
 * visit(3) after the grandchild has exited (a new thread is not a new
 * process).  With an argument N it instead prints its pid and "ready",
 * then calls visit(N) every 10 ms for 30 seconds (an unrelated process
 * running the same program).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

__attribute__((noinline)) int visit(int depth)
{
	__asm__ volatile("" ::: "memory");
	return depth + 1;
}

static void *thread_main(void *arg)
{
	visit(3);
	return arg;
}

static void wait_for(pid_t child)
{
	if (child > 0)
		waitpid(child, 0, 0);
}

int main(int argc, char **argv)
{
	if (argc > 1) {
		int n = atoi(argv[1]);
		struct timespec ts = {0, 10 * 1000 * 1000};

		printf("%d ready\n", (int)getpid());
		fflush(stdout);
		for (int i = 0; i < 3000; i++) {
			visit(n);
			nanosleep(&ts, NULL);
		}
		return 0;
	}
	visit(0);
	pid_t child = fork();
	if (child == 0) {
		pthread_t t;

		visit(1);
		pid_t grandchild = fork();
		if (grandchild == 0) {
			visit(2);
			_exit(0);
		}
		wait_for(grandchild);
		if (pthread_create(&t, NULL, thread_main, NULL) == 0)
			pthread_join(t, NULL);
		_exit(0);
	}
	wait_for(child);
	return 0;
}

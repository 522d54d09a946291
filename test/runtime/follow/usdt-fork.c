/*
 * The traced program of tst.usdt.sh: fires followprov:::step in itself,
 * then in a child it forks (and waits for), each time with its depth and
 * what the probe's is-enabled test said.
 */
#include <sys/wait.h>
#include <unistd.h>
#include "usdt-prov.h"

static void step(int depth) {
	int enabled = FOLLOWPROV_STEP_ENABLED() ? 1 : 0;

	FOLLOWPROV_STEP(depth, enabled);
}

int main(void) {
	step(0);
	pid_t child = fork();
	if (child == 0) {
		step(1);
		_exit(0);
	}
	if (child > 0)
		waitpid(child, 0, 0);
	return 0;
}

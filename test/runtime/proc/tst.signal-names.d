/*
 * ASSERTION: the D library names Linux's signal numbers: proc:::signal-send
 * of the trigger's SIGUSR1 is matched by name, and raise() takes a name.
 *
 * @@trigger: signals
 */
#pragma D option quiet

int seen;

proc:::signal-send
/args[1]->pr_pid == $target && args[2] == SIGUSR1 && !seen/
{
	seen = 1;
	printf("SIGUSR1 sent (%d)\n", args[2]);
}

END
{
	printf("%d %d %d %d %d %d\n", SIGHUP, SIGKILL, SIGSEGV, SIGTERM, SIGCHLD, SIGCLD);
}

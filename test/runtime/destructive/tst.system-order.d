/*
 * ASSERTION: over several firings, each system() command's output comes
 * exactly between the output of the actions recorded before and after it,
 * even when dtrace's own output is a file or pipe (it is flushed before
 * the command runs).
 */
#pragma D option quiet
#pragma D option destructive

int i;

tick-10ms
/i < 4/
{
	trace(i);
	system("echo ' system %d'", i);
	printf("after %d\n", i);
	i++;
}

tick-10ms
/i == 4/
{
	exit(0);
}

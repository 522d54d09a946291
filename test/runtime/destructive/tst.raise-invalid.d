/*
 * ASSERTION: raise() of a number that is not a signal (0, negative, past
 * the 64 Linux has) is an illegal operation and sends nothing; a valid one
 * is delivered (SIGWINCH to dtrace itself, which ignores it: BEGIN fires
 * in dtrace's own context).
 */
#pragma D option quiet
#pragma D option destructive

BEGIN { raise(0); }
BEGIN { raise(-1); }
BEGIN { raise(65); }
BEGIN { raise(28); printf("sent\n"); exit(0); }

ERROR
{
	printf("fault %d\n", arg4);
}

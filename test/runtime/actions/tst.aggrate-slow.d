/*
 * ASSERTION: with aggrate slower than the output, printa() prints the
 * values of the last snapshot: the tick a second after BEGIN still sees
 * the count BEGIN's printa() read.  The exit print reads afresh.
 */
#pragma D option quiet
#pragma D option aggrate=1h

BEGIN
{
	@a = count();
	printa("begin %@d\n", @a);
	@b = count();
}

tick-1s
{
	@a = count();
	printa("tick %@d\n", @a);
	@b = count();
	exit(0);
}

/*
 * ASSERTION: with the default aggrate (0) every printa() reads the
 * current values.
 */
#pragma D option quiet

BEGIN
{
	@a = count();
	printa("begin %@d\n", @a);
}

tick-1s
{
	@a = count();
	printa("tick %@d\n", @a);
	exit(0);
}

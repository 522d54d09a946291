/*
 * ASSERTION: aggrate is a dynamic option: setopt() can slow the snapshots
 * down while tracing.
 */
#pragma D option quiet

BEGIN
{
	setopt("aggrate", "1h");
	@a = count();
	printa("begin %@d\n", @a);
}

tick-1s
{
	@a = count();
	printa("tick %@d\n", @a);
	exit(0);
}

/*
 * ASSERTION: BEGIN and END fire from dtrace itself, in no traced kernel
 * code: stackdepth and caller are 0 and stack() prints no frames, whether as
 * an action or as an aggregation key.
 */
#pragma D option quiet

BEGIN
{
	printf("BEGIN %d %d\n", stackdepth, caller);
	stack();
	@frames[stack()] = count();
	exit(0);
}

END
{
	printf("END %d %d\n", stackdepth, caller);
	stack();
	printa(@frames);
}

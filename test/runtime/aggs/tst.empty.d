/*
 * ASSERTION: aggregations no clause updated print nothing at exit, nor
 * with printa() (which still prints its leading blank line).
 */
#pragma D option quiet

tick-1hour
{
	@b = min(1);
	@c = max(1);
	@d[1] = count();
}

BEGIN
{
	i = 12345678;
	@a = sum(i);
	printa(@b);
	printa("%d %@d\n", @d);
	exit(0);
}

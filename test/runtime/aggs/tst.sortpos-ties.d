/*
 * ASSERTION: printa() with several aggregations breaks ties in the first
 * aggregation's values with the next aggregation's values, then keys.
 */
#pragma D option quiet

BEGIN
{
	@a[1] = sum(5); @a[2] = sum(5); @a[3] = sum(1); @a[4] = sum(5);
	@b[1] = sum(9); @b[2] = sum(3); @b[3] = sum(7); @b[4] = sum(9);
	printa("%d %@d %@d\n", @a, @b);
	exit(0);
}

/*
 * ASSERTION: with several aggregations in one printa(), aggsortpos picks
 * the aggregation whose values order the lines; a position past the last
 * one means the first.
 */
#pragma D option quiet
#pragma D option aggsortpos=1

BEGIN
{
	@a[1] = sum(30); @a[2] = sum(20); @a[3] = sum(10);
	@b[1] = sum(1); @b[2] = sum(3); @b[3] = sum(2);
	printa("%d %@d %@d\n", @a, @b);
	printf("--\n");
	printa("%d %@d %@d\n", @b, @a);
	exit(0);
}

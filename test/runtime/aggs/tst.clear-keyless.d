/*
 * ASSERTION: a keyless aggregation that clear() zeroed still exists: printa()
 * and the exit print show its zero value.  One that was never updated stays
 * out of the output, cleared or not.
 */
#pragma D option quiet

BEGIN
/0/
{
	@unused = count();
	@unused_cleared = max(3);
}

BEGIN
{
	@total = sum(42);
	@mean = avg(7);
	@mean = avg(9);
	@left = count();
	clear(@total);
	clear(@mean);
	clear(@left);
	clear(@unused_cleared);
	printa("total %@d\n", @total);
	printa("mean %@d\n", @mean);
	exit(0);
}

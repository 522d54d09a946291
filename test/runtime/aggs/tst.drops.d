/*
 * ASSERTION: updates that find the aggregation's map full are counted
 * and reported per CPU as aggregation drops, never lost silently.
 * (aggsize 48: three entries of an 8-byte key and 8-byte value.)
 */
#pragma D option quiet
#pragma D option aggsize=48

BEGIN
{
	@a[1] = count(); @a[2] = count(); @a[3] = count();
	@a[4] = count(); @a[5] = count();
	exit(0);
}

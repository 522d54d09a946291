/*
 * ASSERTION: stddev() keeps a 128-bit sum of squares, so values whose
 * squares pass 2^64 (|x| >= 2^32) give the exact deviation: here half the
 * distance between the two values, also for negative ones.
 */
#pragma D option quiet

BEGIN
{
	@a = stddev(0x100000000); @a = stddev(0x300000000);
	@b = stddev(-0x500000000); @b = stddev(-0x100000000);
	@c = stddev(3000000000); @c = stddev(5000000000);
	@d = stddev(0x7fffffff); @d = stddev(0x80000001);
	exit(0);
}

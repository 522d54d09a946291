/*
 * ASSERTION: llquantize(x, 10, 0, 2, 10) puts values in log-linear buckets:
 * 1-9 by ones, 10-90 by tens, 100-900 by hundreds, >= 1000 above, and
 * negative values in the mirrored buckets; the histogram shows one empty
 * bucket on each side of the data.
 */
#pragma D option quiet

BEGIN
{
	@ = llquantize(1, 10, 0, 2, 10);
	@ = llquantize(5, 10, 0, 2, 10);
	@ = llquantize(15, 10, 0, 2, 10);
	@ = llquantize(150, 10, 0, 2, 10);
	@ = llquantize(0, 10, 0, 2, 10);
	@ = llquantize(5000, 10, 0, 2, 10);
	@ = llquantize(-20, 10, 0, 2, 10);
	exit(0);
}

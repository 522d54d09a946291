/*
 * ASSERTION: llquantize() accepts fewer steps than its factor when they
 * divide it: with factor 10 and 5 steps each magnitude [10^m, 10^(m+1))
 * has five buckets, the first from 10^m and the others every 10^(m+1)/5
 * (10, 20, 40, 60, 80, then 100, 200, ...).
 */
#pragma D option quiet

BEGIN
{
	@ = llquantize(5, 10, 1, 2, 5);
	@ = llquantize(10, 10, 1, 2, 5);
	@ = llquantize(19, 10, 1, 2, 5);
	@ = llquantize(20, 10, 1, 2, 5);
	@ = llquantize(45, 10, 1, 2, 5);
	@ = llquantize(99, 10, 1, 2, 5);
	@ = llquantize(100, 10, 1, 2, 5);
	@ = llquantize(250, 10, 1, 2, 5, 3);
	@ = llquantize(999, 10, 1, 2, 5);
	@ = llquantize(1000, 10, 1, 2, 5);
	@ = llquantize(-30, 10, 1, 2, 5);
	exit(0);
}

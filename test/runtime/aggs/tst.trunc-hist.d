/*
 * ASSERTION: trunc() of histograms orders entries by their weighted totals
 * (each bucket's count times its value): trunc(@, 2) keeps the two
 * largest, trunc(@, -2) the two smallest; printed at exit in ascending
 * order, each key on its own line followed directly by the histogram.
 * The increment argument counts in the totals (key 3's increment of 100
 * makes it the largest though its values are the smallest).
 */
#pragma D option quiet

BEGIN
{
	@top[1] = lquantize(1, 0, 10, 1); @top[1] = lquantize(2, 0, 10, 1);
	@top[2] = lquantize(5, 0, 10, 1); @top[2] = lquantize(6, 0, 10, 1);
	@top[3] = lquantize(0, 0, 10, 1, 100); @top[3] = lquantize(1, 0, 10, 1, 100);
	@top[4] = lquantize(3, 0, 10, 1);
	@bottom[1] = quantize(2); @bottom[2] = quantize(64);
	@bottom[3] = quantize(8); @bottom[4] = quantize(1024);
	exit(0);
}

END
{
	trunc(@top, 2);
	trunc(@bottom, -2);
}

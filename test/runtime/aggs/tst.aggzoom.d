/*
 * ASSERTION: aggzoom scales a histogram's bars to its largest bucket (95%
 * of the width) instead of the total count.
 */
#pragma D option quiet
#pragma D option aggzoom

BEGIN
{
	@q = quantize(1);
	@q = quantize(2); @q = quantize(2);
	@q = quantize(4); @q = quantize(4); @q = quantize(4); @q = quantize(4);
	@l = lquantize(3, 0, 10, 5);
	exit(0);
}

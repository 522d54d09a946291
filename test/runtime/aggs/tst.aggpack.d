/*
 * ASSERTION: aggpack prints each key's quantize()/lquantize() on one line
 * between the lowest and highest buckets any key uses.
 */
#pragma D option quiet
#pragma D option aggpack

BEGIN
{
	@q["a"] = quantize(1);
	@q["a"] = quantize(8); @q["a"] = quantize(8); @q["a"] = quantize(8);
	@q["b"] = quantize(2);
	@l[1] = lquantize(3, 0, 10, 5);
	@l[2] = lquantize(12, 0, 10, 5);
	exit(0);
}

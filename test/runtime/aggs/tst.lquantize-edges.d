/*
 * ASSERTION: lquantize() at its edges: a range that is not a multiple of
 * the step (its top bucket is ">= base + levels * step"), values only below
 * or only above the range (no zero bucket beyond "< base" or ">= limit"),
 * one value at the base, a negative increment (centred bars); and clear()
 * of a histogram keeps the key with every bucket zero, which prints the
 * first three buckets ("< base", base, base + step) for lquantize and
 * -1, 0, 1 for quantize.
 */
#pragma D option quiet

BEGIN
{
	@uneven = lquantize(9, 0, 10, 3); @uneven = lquantize(4, 0, 10, 3);
	@below = lquantize(-100, -10, 10, 5);
	@above = lquantize(100, -10, 10, 5);
	@base = lquantize(-10, -10, 10, 5);
	@incr = lquantize(3, 0, 10, 1, -2); @incr = lquantize(5, 0, 10, 1);
	@lclear["k"] = lquantize(5, 0, 10, 1);
	@qclear["k"] = quantize(3);
	exit(0);
}

END
{
	clear(@lclear);
	clear(@qclear);
	printa(@lclear);
	printa(@qclear);
}

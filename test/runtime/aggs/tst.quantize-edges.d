/*
 * ASSERTION: quantize() at its edges, printed at exit in id order with
 * DTrace's layout: one value (its power-of-two bucket with a zero bucket
 * either side), zero alone (-1, 0, 1), negative values (bucket -2 holds
 * -3 and -2), the 64-bit extremes (2^63 - 1 counts in the top bucket, -2^63
 * in the bottom one, with no zero bucket beyond either end), and an
 * increment argument that leaves a bucket negative (half-width bars either
 * side of a centre line, zero buckets between data printed).
 */
#pragma D option quiet

BEGIN
{
	@one = quantize(5);
	@zero = quantize(0);
	@neg = quantize(-1); @neg = quantize(-3); @neg = quantize(0);
	@neg = quantize(1); @neg = quantize(1);
	@top = quantize(0x7fffffffffffffff);
	@bottom = quantize(-0x7fffffffffffffff - 1);
	@bottom = quantize(-0x4000000000000000);
	@incr = quantize(4, 3); @incr = quantize(100, -1);
	exit(0);
}

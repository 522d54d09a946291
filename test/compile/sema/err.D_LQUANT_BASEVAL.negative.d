/*
 * ASSERTION: lquantize( ) wants a base that fits 32 bits.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, -3000000000, 0);
}

/*
 * ASSERTION: lquantize( ) wants a step that fits 16 bits.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, 0, 1000000, 70000);
}

/*
 * ASSERTION: lquantize( ) wants a limit that fits 32 bits.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, 0, 0x100000000);
}

/*
 * ASSERTION: lquantize( ) wants its base below its limit.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, 50, 10, 5);
}

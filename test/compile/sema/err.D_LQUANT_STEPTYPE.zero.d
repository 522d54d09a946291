/*
 * ASSERTION: lquantize( ) wants a positive step.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, 0, 100, 0);
}

/*
 * ASSERTION: llquantize( ) wants a positive number of steps.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat = llquantize(arg0, 10, 0, 2, 0);
}

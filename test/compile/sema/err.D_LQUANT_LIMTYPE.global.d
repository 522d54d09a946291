/*
 * ASSERTION: lquantize( ) wants its limit to be an integer constant.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	lim = 10;
	@sizes = lquantize(arg0, 0, lim);
}

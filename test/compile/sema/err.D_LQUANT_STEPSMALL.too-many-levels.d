/*
 * ASSERTION: lquantize( ) has at most 65535 levels.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, 0, 100000, 1);
}

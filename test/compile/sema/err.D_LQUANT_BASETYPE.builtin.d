/*
 * ASSERTION: lquantize( ) wants its base to be an integer constant.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, pid, 100);
}

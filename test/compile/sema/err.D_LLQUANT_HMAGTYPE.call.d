/*
 * ASSERTION: llquantize( ) wants its high magnitude to be an integer constant.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat = llquantize(arg0, 10, 0, rand(), 10);
}

/*
 * ASSERTION: llquantize( ) wants its low magnitude to be an integer constant.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat = llquantize(arg0, 10, cpu, 2, 10);
}

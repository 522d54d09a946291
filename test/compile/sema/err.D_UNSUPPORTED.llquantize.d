/*
 * ASSERTION: llquantize( ) is not implemented yet.
 *
 * @@runtest-opts: -e
 *
 * NOTE: D_UNSUPPORTED and its text are ours (Oracle implements llquantize).
 */

BEGIN
{
	@a = llquantize(1, 10, 0, 6, 20);
}

/*
 * ASSERTION: lquantize( ) needs at least one level between base and limit.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@sizes = lquantize(arg0, 0, 9, 10);
}

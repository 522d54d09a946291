/*
 * ASSERTION: every llquantize( ) of an aggregation has the same low magnitude.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat[1] = llquantize(arg0, 10, 0, 3, 10);
	@lat[2] = llquantize(arg0, 10, 1, 3, 10);
}

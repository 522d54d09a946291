/*
 * ASSERTION: every llquantize( ) of an aggregation has the same high magnitude.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat[1] = llquantize(arg0, 10, 0, 3, 10);
	@lat[2] = llquantize(arg0, 10, 0, 4, 10);
}

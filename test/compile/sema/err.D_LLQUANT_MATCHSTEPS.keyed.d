/*
 * ASSERTION: every llquantize( ) of an aggregation has the same steps.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat[1] = llquantize(arg0, 10, 0, 3, 10);
	@lat[2] = llquantize(arg0, 10, 0, 3, 5);
}

/*
 * ASSERTION: every llquantize( ) of an aggregation has the same factor.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat = llquantize(arg0, 10, 0, 2, 10);
}

END
{
	@lat = llquantize(arg0, 2, 0, 2, 2);
}

/*
 * ASSERTION: every lquantize( ) of an aggregation has the same limit.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat = lquantize(arg0, 0, 100, 10);
}

END
{
	@lat = lquantize(arg0, 0, 200, 10);
}

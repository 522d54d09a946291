/*
 * ASSERTION: every lquantize( ) of an aggregation has the same base.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat = lquantize(arg0, 0, 100, 10);
}

END
{
	@lat = lquantize(arg0, 10, 100, 10);
}

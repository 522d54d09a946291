/*
 * ASSERTION: every lquantize( ) of an aggregation has the same step.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@lat[1] = lquantize(arg0, 0, 100, 10);
	@lat[2] = lquantize(arg0, 0, 100, 5);
}

/*
 * ASSERTION: normalize( ) takes an aggregation and a factor.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@a = sum(100);
	normalize(@a);
}

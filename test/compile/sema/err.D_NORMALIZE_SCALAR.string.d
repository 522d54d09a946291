/*
 * ASSERTION: normalize( ) wants a scalar factor.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@a = sum(100);
	normalize(@a, "two");
}

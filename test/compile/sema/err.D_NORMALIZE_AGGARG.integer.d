/*
 * ASSERTION: normalize( ) takes an aggregation as its first argument.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	normalize(5, 2);
}

/*
 * ASSERTION: trunc( ) takes an aggregation as its first argument.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trunc(timestamp);
}

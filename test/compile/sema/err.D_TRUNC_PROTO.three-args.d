/*
 * ASSERTION: trunc( ) takes an aggregation and at most one count.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@a = sum(100);
	trunc(@a, 1, 2);
}

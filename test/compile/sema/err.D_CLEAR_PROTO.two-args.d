/*
 * ASSERTION: clear( ) takes exactly one aggregation.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@a = count();
	@b = count();
	clear(@a, @b);
}

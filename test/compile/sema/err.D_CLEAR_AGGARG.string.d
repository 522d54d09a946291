/*
 * ASSERTION: clear( ) takes an aggregation, not a string.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	clear("counts");
}

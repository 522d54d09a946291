/*
 * ASSERTION: an aggregation must be assigned an aggregating function.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@a = 1;
}

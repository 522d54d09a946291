/*
 * ASSERTION: printa( ) takes only aggregations after the format.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@n = sum(4);
	printa("%@d\n", @n, timestamp);
}

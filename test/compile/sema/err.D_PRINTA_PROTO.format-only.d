/*
 * ASSERTION: printa( ) with a format needs an aggregation after it.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printa("%@d\n");
}

/*
 * ASSERTION: an aggregation read before any assignment defines it is unknown.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printa(@later);
}

END
{
	@later = count();
}

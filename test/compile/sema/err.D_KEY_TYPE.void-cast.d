/*
 * ASSERTION: a void expression cannot key an aggregation.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@calls[pid, (void)execname] = count();
}

/*
 * ASSERTION: an aggregation cannot key another aggregation.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@first = sum(3);
	@second["k", @first] = max(1);
}

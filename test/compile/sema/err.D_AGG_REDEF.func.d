/*
 * ASSERTION: an aggregation keeps its aggregating function.
 *
 * @@runtest-opts: -e
 * @@xfail: our text lacks "@a = " and the previous line, and names the wrong previous function
 */

BEGIN
{
	@a = count();
	@a = sum(1);
}

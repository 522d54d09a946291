/*
 * ASSERTION: trunc( ) wants a scalar count.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@a = sum(100);
	trunc(@a, "5");
}

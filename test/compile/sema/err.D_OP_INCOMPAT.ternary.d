/*
 * ASSERTION: the two branches of ?: must have compatible types.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = 1;
	trace(x ? "a" : 2);
}

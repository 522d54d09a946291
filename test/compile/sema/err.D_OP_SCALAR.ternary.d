/*
 * ASSERTION: the condition of ?: must be scalar.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace("abc" ? 1 : 2);
}

/*
 * ASSERTION: a character constant holds at most eight bytes.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace('abcdefghi');
}

/*
 * ASSERTION: a character constant may not be empty.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace('');
}

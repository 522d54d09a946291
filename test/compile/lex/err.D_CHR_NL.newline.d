/*
 * ASSERTION: a character constant may not span lines.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace('a
');
}

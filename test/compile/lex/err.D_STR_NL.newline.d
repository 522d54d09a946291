/*
 * ASSERTION: a string literal may not span lines.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace("abc
");
}

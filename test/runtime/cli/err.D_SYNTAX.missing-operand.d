/*
 * ASSERTION: with -xerrtags, the syntax error carries its tag.
 */

BEGIN
{
	trace(1 +);
}

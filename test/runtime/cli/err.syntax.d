/*
 * ASSERTION: a syntax error names the script, the line and the token.
 */

BEGIN
{
	trace(1 +);
}

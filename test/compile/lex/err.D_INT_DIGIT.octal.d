/*
 * ASSERTION: an octal constant may not contain 8 or 9.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(0128);
}

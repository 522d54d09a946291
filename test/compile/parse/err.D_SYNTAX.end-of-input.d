/*
 * ASSERTION: a clause cut off at end of input.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(1);

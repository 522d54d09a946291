/*
 * ASSERTION: a string cannot be compared with an integer.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace("a" == 1);
}

/*
 * ASSERTION: a built-in variable cannot be incremented.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	timestamp++;
}

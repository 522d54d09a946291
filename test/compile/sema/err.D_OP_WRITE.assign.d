/*
 * ASSERTION: a built-in variable cannot be assigned.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	timestamp = 1;
}

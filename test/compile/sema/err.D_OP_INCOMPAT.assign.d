/*
 * ASSERTION: a variable keeps the type of its first assignment.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = 1;
	x = "a";
}

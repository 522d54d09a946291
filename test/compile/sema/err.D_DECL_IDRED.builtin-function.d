/*
 * ASSERTION: a global may not be declared with a subroutine's name.
 *
 * @@runtest-opts: -e
 */

string basename;

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: exit( ) takes one argument.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	exit();
}

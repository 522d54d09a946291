/*
 * ASSERTION: exit( ) takes an int.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	exit("a");
}

/*
 * ASSERTION: the address of a D global variable may not be taken.
 *
 * @@runtest-opts: -e
 */

int total;

BEGIN
{
	trace(&total);
}

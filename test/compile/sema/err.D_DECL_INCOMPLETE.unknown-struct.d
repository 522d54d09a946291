/*
 * ASSERTION: a variable of a struct type that has no definition.
 *
 * @@runtest-opts: -e
 */

struct nosuch x;

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: a global may not be declared with a built-in variable's name.
 *
 * @@runtest-opts: -e
 */

uint64_t walltimestamp;

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: a function parameter may not be an associative array.
 *
 * @@runtest-opts: -e
 */

extern int total(int counts[string]);

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: declaring a variable again with another type is an error,
 * reported with both types.
 *
 * @@runtest-opts: -e
 */

uint64_t total;
string label;
long total;

BEGIN
{
	exit(0);
}

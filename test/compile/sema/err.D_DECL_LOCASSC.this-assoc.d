/*
 * ASSERTION: a clause-local (this) variable may not be an associative
 * array.
 *
 * @@runtest-opts: -e
 */

this int counts[int];

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an associative array as a whole has no size.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	seen[execname, pid] = 1;
	trace(sizeof (seen));
}

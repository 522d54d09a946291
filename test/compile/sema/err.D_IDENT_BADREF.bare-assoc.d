/*
 * ASSERTION: an associative array is only ever indexed.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	seen[pid] = 1;
	copy = seen;
}

/*
 * ASSERTION: an associative array's key list has no variable-length part.
 *
 * @@runtest-opts: -e
 */

int counts[int, ...];

BEGIN
{
	exit(0);
}

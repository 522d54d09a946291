/*
 * ASSERTION: an array dimension must be positive.
 *
 * @@runtest-opts: -e
 */

long slots[0];

BEGIN
{
	exit(0);
}

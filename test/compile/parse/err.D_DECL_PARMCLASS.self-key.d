/*
 * ASSERTION: an associative array key takes no storage class.
 *
 * @@runtest-opts: -e
 */

int counts[self int];

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an associative array may not take the name of an enumerator
 * either.
 *
 * @@runtest-opts: -e
 */

enum colour { RED, GREEN, BLUE };
uint64_t BLUE[string];

BEGIN
{
	exit(0);
}

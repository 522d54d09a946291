/*
 * ASSERTION: an enumerator may not take the name of a global variable
 * declared earlier.
 *
 * @@runtest-opts: -e
 */

int GREEN;
enum colour { RED, GREEN, BLUE };

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: a global variable may not take the name of an enumerator
 * declared earlier, which is a global identifier too.
 *
 * @@runtest-opts: -e
 */

enum colour { RED, GREEN, BLUE };
int GREEN;

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: signed and unsigned apply only to integer types, not to an enum.
 *
 * @@runtest-opts: -e
 */

unsigned enum color { RED, GREEN } c;

BEGIN
{
	exit(0);
}

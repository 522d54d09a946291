/*
 * ASSERTION: a declaration with a type and no name declares nothing.
 *
 * @@runtest-opts: -e
 */

unsigned long;

BEGIN
{
	exit(0);
}

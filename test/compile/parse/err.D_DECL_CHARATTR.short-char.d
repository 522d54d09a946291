/*
 * ASSERTION: short (or long) does not apply to char.
 *
 * @@runtest-opts: -e
 */

unsigned short char c;

BEGIN
{
	exit(0);
}

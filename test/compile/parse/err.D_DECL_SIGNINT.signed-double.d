/*
 * ASSERTION: signed and unsigned apply only to integer types, not to double.
 *
 * @@runtest-opts: -e
 */

signed double d;

BEGIN
{
	exit(0);
}

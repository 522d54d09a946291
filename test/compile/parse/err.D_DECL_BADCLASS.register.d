/*
 * ASSERTION: register is a C storage class that D has no use for.
 *
 * @@runtest-opts: -e
 */

register int counter;

BEGIN
{
	exit(0);
}

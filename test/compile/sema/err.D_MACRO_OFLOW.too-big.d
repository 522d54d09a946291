/*
 * ASSERTION: a numeric macro argument must fit in 64 bits.
 *
 * @@runtest-opts: -e
 * @@args: 123456789012345678901234
 */

BEGIN
{
	trace($1);
	exit(0);
}

/*
 * ASSERTION: a function parameter takes no storage class but register.
 *
 * @@runtest-opts: -e
 */

extern int lookup(int key, static int len);

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an enumerator one past INT_MAX overflows, also when it gets
 * its value implicitly from the one before.
 *
 * @@runtest-opts: -e
 */

enum big {
	TOP = 0x7fffffff, PAST
};

BEGIN
{
	exit(0);
}

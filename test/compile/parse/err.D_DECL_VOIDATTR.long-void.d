/*
 * ASSERTION: no attribute keyword applies to void.
 *
 * @@runtest-opts: -e
 */

extern long void *p;

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: void has no size.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%d\n", sizeof (void) + 1);
}

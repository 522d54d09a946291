/*
 * ASSERTION: printf( ) with fewer arguments than conversions.
 *
 * @@runtest-opts: -e
 * @@xfail: our text leaves out the conversion name, (%) for (%d)
 */

BEGIN
{
	printf("%d %d\n", 1);
}

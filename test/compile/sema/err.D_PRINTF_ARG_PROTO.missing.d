/*
 * ASSERTION: printf( ) with fewer arguments than conversions.
 *
 * @@runtest-opts: -e
 *
 */

BEGIN
{
	printf("%d %d\n", 1);
}

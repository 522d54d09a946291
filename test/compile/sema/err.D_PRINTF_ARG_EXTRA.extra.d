/*
 * ASSERTION: printf( ) with more arguments than conversions.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%d\n", 1, 2);
}

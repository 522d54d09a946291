/*
 * ASSERTION: printf( ) refuses positional (%n$) conversions.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%2$d %1$d\n", 1, 2);
}

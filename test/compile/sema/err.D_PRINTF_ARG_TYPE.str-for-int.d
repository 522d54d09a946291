/*
 * ASSERTION: printf( ) %d given a string.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%d\n", "a");
}

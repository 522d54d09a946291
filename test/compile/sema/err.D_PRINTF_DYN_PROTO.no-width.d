/*
 * ASSERTION: printf( ) needs an argument for a '*' width.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%s %*d\n", "x");
}

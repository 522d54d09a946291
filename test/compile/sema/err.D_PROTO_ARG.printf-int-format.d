/*
 * ASSERTION: printf( ) takes a string format, not an integer.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf(42);
}

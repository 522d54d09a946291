/*
 * ASSERTION: printf( ) has no aggregation for a %@ conversion.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%@u\n", 3);
}

/*
 * ASSERTION: printf( ) as an action refuses an empty format.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("");
}

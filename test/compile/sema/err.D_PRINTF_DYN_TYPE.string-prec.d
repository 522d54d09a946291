/*
 * ASSERTION: printf( ) needs an integer for a '.*' precision.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%.*s\n", "three", "abc");
}

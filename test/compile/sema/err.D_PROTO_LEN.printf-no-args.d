/*
 * ASSERTION: printf( ) needs its format argument.  Its prototype ends in
 * "...", which does not make DTrace say "at least".
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf();
}

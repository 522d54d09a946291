/*
 * ASSERTION: printf( ) needs a constant format string, not a string value.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf(execname);
}

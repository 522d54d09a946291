/*
 * ASSERTION: printf( ) needs a constant format string.
 *
 * @@runtest-opts: -e
 * @@xfail: we raise D_PRINTF_FMT "argument #1 must be a string constant"
 */

BEGIN
{
	printf(1);
}

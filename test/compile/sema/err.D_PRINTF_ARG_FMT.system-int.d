/*
 * ASSERTION: system( ) accepts any first argument by prototype, then
 * requires a constant format string: an integer gets D_PRINTF_ARG_FMT,
 * unlike printf( ), whose prototype asks for a string.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	system(7);
}

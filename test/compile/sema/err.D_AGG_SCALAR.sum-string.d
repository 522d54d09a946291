/*
 * ASSERTION: sum( ) needs a scalar argument.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@a = sum("abc");
}

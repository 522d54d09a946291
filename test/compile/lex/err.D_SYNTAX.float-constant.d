/*
 * ASSERTION: D has no floating-point arithmetic; a floating-point constant
 * in an expression is refused by the lexer, as DTrace's.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = 1;
	printf("%d\n", x * 2.5);
}

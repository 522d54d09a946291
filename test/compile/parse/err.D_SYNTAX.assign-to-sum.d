/*
 * ASSERTION: D's grammar assigns to unary expressions only: a sum, a cast
 * or a conditional before '=' is a syntax error, reported at the '='.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = 1;
	x + 1 = 2;
}

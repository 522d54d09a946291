/*
 * ASSERTION: a parenthesized sum is a unary expression, so it parses as
 * the target of '=', and is then refused as no modifiable lvalue.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = 1;
	(x + 1) = 2;
}

/*
 * ASSERTION: unary minus needs an arithmetic operand.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = -execname;
}

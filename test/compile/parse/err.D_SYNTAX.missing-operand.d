/*
 * ASSERTION: an operator without its right operand.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(1 +);
}

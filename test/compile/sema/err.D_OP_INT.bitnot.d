/*
 * ASSERTION: operator ~ needs an integral operand.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(~"abc");
}

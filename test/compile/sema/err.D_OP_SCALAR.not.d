/*
 * ASSERTION: operator ! needs a scalar operand.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(!"abc");
}

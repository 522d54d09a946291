/*
 * ASSERTION: operator * needs arithmetic operands.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace("a" * 2);
}

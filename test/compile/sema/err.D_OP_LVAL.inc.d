/*
 * ASSERTION: operator ++ needs an lvalue.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(1++);
}

/*
 * ASSERTION: operator * needs arithmetic operands.
 *
 * @@runtest-opts: -e
 * @@xfail: our message leaves out the operator (Oracle: operator * requires ...)
 */

BEGIN
{
	trace("a" * 2);
}

/*
 * ASSERTION: trace( ) of a void expression.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(exit(0));
}

/*
 * ASSERTION: dereferencing an integer.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(*pid);
}

/*
 * ASSERTION: BEGIN has no arguments, so even args[0] is out of range.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(args[0]);
}

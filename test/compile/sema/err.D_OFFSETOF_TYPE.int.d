/*
 * ASSERTION: offsetof of a type that is not a struct.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(offsetof(int, a));
}

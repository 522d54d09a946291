/*
 * ASSERTION: offsetof of a struct that is never defined.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(offsetof(struct never_defined, member));
}

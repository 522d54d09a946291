/*
 * ASSERTION: a D enum may reuse a kernel enum's tag name, but comparing a
 * value of the kernel enum with that name is then ambiguous.
 *
 * @@runtest-opts: -e
 */

enum mine { TT_NONE = 7 };

BEGIN
{
	trace(curthread->restart_block.nanosleep.type != TT_NONE);
}

/*
 * ASSERTION: args[] takes exactly one index.
 *
 * @@runtest-opts: -e
 */

syscall::read:entry
{
	trace(args[0, 1]);
}

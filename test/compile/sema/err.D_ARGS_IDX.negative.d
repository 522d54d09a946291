/*
 * ASSERTION: a negative constant index of args[] is out of range.
 *
 * @@runtest-opts: -e
 */

syscall::write:entry
{
	trace(args[-1]);
}

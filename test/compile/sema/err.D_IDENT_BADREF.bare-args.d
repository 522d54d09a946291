/*
 * ASSERTION: args[] is only ever indexed.
 *
 * @@runtest-opts: -e
 */

syscall::read:entry
{
	x = args;
}

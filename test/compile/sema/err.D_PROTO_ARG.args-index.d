/*
 * ASSERTION: args[] is indexed by an integer constant: a variable or a
 * string does not match its prototype.
 *
 * @@runtest-opts: -e
 */

syscall::write:entry
{
	i = 1;
	trace(args[i]);
}

/*
 * ASSERTION: a symbol scoped by a kernel module that is not loaded cannot
 * be resolved, and the message says it is the module that is unknown.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(no_such_module`jiffies);
}

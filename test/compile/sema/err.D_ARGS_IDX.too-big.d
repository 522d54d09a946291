/*
 * ASSERTION: args[] past the last argument a probe can have.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(args[10]);
}

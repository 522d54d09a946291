/*
 * ASSERTION: a macro argument beyond those given.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace($1);
}

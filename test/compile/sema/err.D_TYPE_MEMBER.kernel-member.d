/*
 * ASSERTION: a member a kernel struct does not have.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(curthread->no_such_member);
}

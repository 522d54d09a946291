/*
 * ASSERTION: an unknown macro variable.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace($nosuchmacro);
}

/*
 * ASSERTION: reading an unknown variable.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(nosuchvar);
}

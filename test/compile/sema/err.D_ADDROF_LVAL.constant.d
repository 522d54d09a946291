/*
 * ASSERTION: the address of a constant.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(&1);
}

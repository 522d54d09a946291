/*
 * ASSERTION: || needs scalar operands: a string is not one.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = execname || 1;
}

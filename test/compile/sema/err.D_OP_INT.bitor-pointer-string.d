/*
 * ASSERTION: | needs integral operands: a pointer is not one.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = curthread | 1;
}

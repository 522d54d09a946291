/*
 * ASSERTION: stack() takes a constant frame count, not a variable.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	n = 5;
	stack(n);
}

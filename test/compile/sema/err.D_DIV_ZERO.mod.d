/*
 * ASSERTION: remainder by a constant zero is refused at compile time.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = 1;
	trace(x % 0);
}

/*
 * ASSERTION: operator . needs a struct or union.
 *
 * @@runtest-opts: -e
 */

int x;

BEGIN
{
	trace(x.a);
}

/*
 * ASSERTION: a predicate with an unclosed bracket.
 *
 * @@runtest-opts: -e
 */

BEGIN
/a[1 == 1/
{
	exit(0);
}

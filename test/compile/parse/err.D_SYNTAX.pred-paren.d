/*
 * ASSERTION: a predicate with an unclosed parenthesis.
 *
 * @@runtest-opts: -e
 */

BEGIN
/(1 == 1/
{
	exit(0);
}

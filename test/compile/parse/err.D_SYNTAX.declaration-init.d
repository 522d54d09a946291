/*
 * ASSERTION: D declarations take no initializer, even outside clauses.
 *
 * @@runtest-opts: -e
 */

int start = 5;

BEGIN
{
	exit(0);
}

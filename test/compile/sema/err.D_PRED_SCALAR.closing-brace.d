/*
 * ASSERTION: a predicate of struct type is refused.  DTrace checks the
 * predicate's type along with the whole clause, so it reports the line of
 * the clause's closing brace, not the predicate's.
 *
 * @@runtest-opts: -e
 */

struct point {
	int x;
	int y;
} origin;

BEGIN
/origin/
{
	trace(1);

	trace(2);
}

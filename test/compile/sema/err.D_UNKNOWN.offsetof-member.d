/*
 * ASSERTION: offsetof a member the struct does not have.
 *
 * @@runtest-opts: -e
 */

struct s { int a; };

BEGIN
{
	trace(offsetof(struct s, b));
}

/*
 * ASSERTION: a member the struct does not have.
 *
 * @@runtest-opts: -e
 */

struct s { int a; };
struct s x;

BEGIN
{
	trace(x.b);
}

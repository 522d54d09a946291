/*
 * ASSERTION: operator -> needs a pointer.
 *
 * @@runtest-opts: -e
 */

struct s { int a; };
struct s x;

BEGIN
{
	trace(x->a);
}

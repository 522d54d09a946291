/*
 * ASSERTION: a cast of a struct to an integer.
 *
 * @@runtest-opts: -e
 */

struct s { int a; };
struct s x;

BEGIN
{
	trace((int)x);
}

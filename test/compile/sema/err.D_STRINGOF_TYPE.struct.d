/*
 * ASSERTION: stringof of a struct.
 *
 * @@runtest-opts: -e
 */

struct s { int a; };
struct s x;

BEGIN
{
	trace(stringof(x));
}

/*
 * ASSERTION: sizeof of a bit-field.
 *
 * @@runtest-opts: -e
 */

struct s { int a : 4; };
struct s x;

BEGIN
{
	trace(sizeof (x.a));
}

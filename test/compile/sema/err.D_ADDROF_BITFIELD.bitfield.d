/*
 * ASSERTION: the address of a bit-field.
 *
 * @@runtest-opts: -e
 */

struct s { int a : 3; };
struct s x;

BEGIN
{
	trace(&x.a);
}

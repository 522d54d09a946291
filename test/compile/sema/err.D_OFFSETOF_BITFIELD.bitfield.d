/*
 * ASSERTION: offsetof of a bit-field.
 *
 * @@runtest-opts: -e
 */

struct s { int a : 3; int b : 4; };

BEGIN
{
	trace(offsetof(struct s, b));
}

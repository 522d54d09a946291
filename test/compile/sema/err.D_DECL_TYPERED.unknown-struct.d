/*
 * ASSERTION: a declaration of an unknown struct type.
 *
 * @@runtest-opts: -e
 *
 * NOTE: pins our current output; Oracle reports
 * [D_DECL_INCOMPLETE] line 7: incomplete struct/union/enum struct nosuch: x
 */

struct nosuch x;

BEGIN
{
	exit(0);
}

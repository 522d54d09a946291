/*
 * ASSERTION: member access through a forward declaration.
 *
 * @@runtest-opts: -e
 */

struct fwd *p;

BEGIN
{
	trace(p->a);
}

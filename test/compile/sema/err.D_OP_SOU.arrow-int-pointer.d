/*
 * ASSERTION: operator -> needs a pointer to a struct or union.
 *
 * @@runtest-opts: -e
 */

int *p;

BEGIN
{
	trace(p->a);
}

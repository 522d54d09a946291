/*
 * ASSERTION: dereferencing a pointer to void.
 *
 * @@runtest-opts: -e
 */

void *p;

BEGIN
{
	trace(*p);
}

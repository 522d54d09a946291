/*
 * ASSERTION: the address of a thread-local variable.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	self->x = 1;
	trace(&self->x);
}

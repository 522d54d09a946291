/*
 * ASSERTION: a pointer to a function cannot be dereferenced (D has no
 * function objects).
 */

int (*handler)();

BEGIN
{
	trace(*handler);
}

/*
 * ASSERTION: a string parameter takes a char or void pointer, but not a
 * pointer to another type: D_PROTO_ARG names both types.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	a = strlen((void *)curthread);
	b = strlen((int *)curthread);
}

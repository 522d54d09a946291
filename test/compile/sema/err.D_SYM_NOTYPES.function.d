/*
 * ASSERTION: a kernel symbol the BTF gives no variable type (a function)
 * cannot be used as an object, not even for its address.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	printf("%p\n", &`schedule);
}

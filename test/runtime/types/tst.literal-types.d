/*
 * ASSERTION: an integer constant takes the first type that holds it:
 * int, then long for a decimal one (decimal constants are signed);
 * int, unsigned int, long, unsigned long for a hex or octal one; the
 * suffixes u and l start the list further on.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("%d %d %d\n", sizeof(7), sizeof(2147483647), sizeof(2147483648));
	printf("%d %d %d\n", sizeof(0x7fffffff), sizeof(0xffffffff), sizeof(037777777777));
	printf("%d %d\n", sizeof(0x100000000), sizeof(0xffffffffffffffff));
	printf("%d %d %d %d\n", sizeof(5u), sizeof(4294967295u), sizeof(4294967296u), sizeof(5l));
	printf("%d %d\n", sizeof(5ul), sizeof(5ll));
	printf("%d\n", 2147483648);
	printf("%d\n", 9223372036854775807);
	printf("%u\n", 0xffffffffffffffff);
	exit(0);
}

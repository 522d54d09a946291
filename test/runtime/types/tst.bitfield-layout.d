/*
 * ASSERTION: bit-fields are laid out as DTrace lays them out: each one
 * starts on a byte boundary, in the smallest power-of-two number of bytes
 * that holds it, and the struct ends where its last member ends.  Values
 * wrap to the field's width and signed fields sign-extend.
 *
 * @@runtest-opts: -q
 */

struct one { int a : 2; } v1;
struct two { int a : 2; int b : 5; } v2;
struct mixed { short a : 9; int b : 17; char c : 1; } v3;
struct wide { long a : 40; int b : 31; long c : 33; } v4;

BEGIN
{
	printf("%d %d %d %d\n", sizeof (v1), sizeof (v2), sizeof (v3), sizeof (v4));
	v4.a = 0x7fffffffff;
	v4.b = -5;
	v4.c = 0x1ffffffff;
	v3.a = 300;
	v3.b = 70000;
	v3.c = 1;
	printf("%d %d %d %d %d %d\n", v4.a, v4.b, v4.c, v3.a, v3.b, v3.c);
	v3.a = 0x3ff;
	printf("%d\n", v3.a);
	exit(0);
}

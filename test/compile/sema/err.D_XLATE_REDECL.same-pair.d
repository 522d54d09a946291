/*
 * ASSERTION: a second translator between the same two types is an error,
 * reported where the second definition ends.
 *
 * @@runtest-opts: -e
 */

struct src { int a; };
struct dst { long b; };

translator struct dst < struct src *p > { b = p->a; };
translator struct dst < struct src *p > {
	b = p->a + 1;
};

BEGIN
{
	exit(0);
}

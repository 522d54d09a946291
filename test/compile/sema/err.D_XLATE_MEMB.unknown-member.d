/*
 * ASSERTION: a translator may only define members its output type has,
 * even when the translator is never used.
 *
 * @@runtest-opts: -e
 */

struct src { int a; };
struct dst { long b; };

translator struct dst < struct src *p >
{
	b = p->a;
	c = p->a;
};

BEGIN
{
	exit(0);
}

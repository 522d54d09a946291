/*
 * ASSERTION: a translator taking a pointer does not translate a struct.
 *
 * @@runtest-opts: -e
 */

struct src { int a; };
struct dst { int b; };

translator struct dst < struct src *p > { b = p->a; };

struct src s;

BEGIN
{
	trace(xlate<struct dst>(s).b);
}

/*
 * ASSERTION: print() of nested structs indents each level one column
 * deeper (Oracle's tst.print.local.trunc2, printsize 64).
 *
 * @@runtest-opts: -q
 */

struct test_struct {
	long long	x;
	struct {
		long long x;
		struct {
			long long x;
			struct {
				long long x;
				struct {
					long long x;
					struct {
						long long x;
						struct {
							long long x;
							struct {
								long long x;
							} g;
						} f;
					} e;
				} d;
			} c;
		} b;
	} a;
};

struct test_struct t;

BEGIN
{
	t.x = 1111111111111111ll;
	t.a.x = 2222222222222222ll;
	t.a.b.x = 3333333333333333ll;
	t.a.b.c.x = 4444444444444444ll;
	t.a.b.c.d.x = 5555555555555555ll;
	t.a.b.c.d.e.x = 6666666666666666ll;
	t.a.b.c.d.e.f.x = 7777777777777777ll;
	t.a.b.c.d.e.f.g.x = 8888888888888888ll;
	print(&t);
	exit(0);
}

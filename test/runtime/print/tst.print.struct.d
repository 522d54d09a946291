/*
 * ASSERTION: print() of a pointer to a D struct: the address, then the
 * struct with one typed line per member (Oracle's tst.print.local layout).
 *
 * @@runtest-opts: -q
 */

enum eh { FIRSTVAL = 0, SECONDVAL = 1, THIRDVAL = 3 };

struct test_struct {
	int	a;
	char	b[5];
	union {
		unsigned char c;
		unsigned long long d;
	} u;
	struct {
		void *e;
		uint64_t f;
	} s;
	bool g;
	enum eh h;
};

struct test_struct t;

BEGIN
{
	t.a = 1;
	t.b[0] = 't';
	t.b[1] = 'e';
	t.b[2] = 's';
	t.b[3] = 't';
	t.b[4] = '\0';
	t.u.d = 123456789;
	t.s.e = (void *)0xffff9b7aca7e0000;
	t.s.f = 987654321;
	t.g = 1;
	t.h = SECONDVAL;
	print(&t);
	exit(0);
}

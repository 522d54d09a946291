/*
 * ASSERTION: print() leaves out members that are zero; a char array stops
 * at its first NUL (Oracle's tst.print.local.zeroed layout).
 *
 * @@runtest-opts: -q
 */

enum eh { FIRSTVAL = 1, SECONDVAL = 2, THIRDVAL = 3 };

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
	t.a = 0;
	t.b[0] = '\0';
	t.b[1] = 'e';
	t.b[2] = 's';
	t.b[3] = 't';
	t.b[4] = '\0';
	t.u.d = 0;
	t.s.e = (void *)NULL;
	t.s.f = 0;
	t.g = 1;
	t.h = FIRSTVAL;
	print(&t);
	exit(0);
}

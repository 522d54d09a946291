/*
 * ASSERTION: printsize cuts print()'s output: members at or past it are
 * replaced by "..." (the second print of Oracle's tst.print.local.trunc): the
 * "..." comes before the closing brace of the union it follows.
 *
 * @@runtest-opts: -q
 */

#pragma D option printsize=24

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
	t.a = 1;
	t.b[0] = 't';
	t.b[1] = 'e';
	t.b[2] = 's';
	t.b[3] = 't';
	t.b[4] = '\0';
	t.u.d = 12345678;
	t.s.e = (void *)0xfeedfacefeedface;
	t.s.f = 100;
	t.g = 1;
	t.h = FIRSTVAL;
	print(&t);
	exit(0);
}

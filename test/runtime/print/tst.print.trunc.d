/*
 * ASSERTION: printsize cuts print()'s output: members at or past it are
 * replaced by "..." (the first print of Oracle's tst.print.local.trunc).
 *
 * @@runtest-opts: -q
 */

#pragma D option printsize=8

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
	printf("a %d; b %d; u %d; s %d; g %d; h %d\n",
	    offsetof(struct test_struct, a),
	    offsetof(struct test_struct, b),
	    offsetof(struct test_struct, u),
	    offsetof(struct test_struct, s),
	    offsetof(struct test_struct, g),
	    offsetof(struct test_struct, h));
	print(&t);
	exit(0);
}

/*
 * ASSERTION: a struct or union is an associative array key by value: two
 * objects with the same members name the same element, wherever they are
 * stored (global, clause-local), alone or in a tuple, and in an array
 * declared with that key type.
 *
 * @@runtest-opts: -q
 */

struct point {
	int x;
	char tag;
};

union word {
	int i;
	char c;
};

struct point p, q;
union word w1, w2;
int declared[struct point];

BEGIN
{
	p.x = 3;
	p.tag = 'p';
	q.x = 3;
	q.tag = 'p';
	a[p] = 1;
	a[q] = 2;
	printf("same members: %d %d\n", a[p], a[q]);

	q.x = 4;
	a[q] = 5;
	printf("other members: %d %d\n", a[p], a[q]);

	this->r = p;
	printf("clause-local copy: %d\n", a[this->r]);

	t[p, "first"] = 6;
	t[p, "second"] = 7;
	printf("in a tuple: %d %d\n", t[this->r, "first"], t[this->r, "second"]);

	w1.i = 0x61;
	w2.c = 'a';
	u[w1] = 8;
	printf("union: %d\n", u[w2]);

	declared[q] = 9;
	printf("declared: %d %d\n", declared[q], declared[p]);
	exit(0);
}

/*
 * ASSERTION: print() through a clause-local pointer, in a branch, and of a
 * dereferenced pointer (a struct by value).
 *
 * @@runtest-opts: -q
 */

struct pair {
	int	a;
	int	b;
};

struct pair t;

BEGIN
{
	t.b = 7;
	this->p = &t;
	if (t.b > 3) {
		print(this->p);
	} else {
		print(t);
	}
	print(*this->p);
	exit(0);
}

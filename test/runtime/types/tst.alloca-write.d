/*
 * ASSERTION: memory from alloca() can be written through a pointer kept in
 * a variable: members through ->, elements through [], *p; reads see the
 * writes.
 *
 * @@runtest-opts: -q
 */

struct pair {
	int a;
	long b;
	char name[8];
};

BEGIN
{
	p = (struct pair *)alloca(sizeof (struct pair));
	p->a = 7;
	p->b = -12345678901;
	p->name[0] = 'h';
	p->name[1] = 'i';
	this->ip = (int *)alloca(4 * sizeof (int));
	this->ip[2] = 42;
	*this->ip = 5;
	*(this->ip + 3) = 9;
	printf("%d %d %s %d %d %d %d\n", p->a, p->b, stringof(p->name), this->ip[0],
	    this->ip[1], this->ip[2], this->ip[3]);
	exit(0);
}

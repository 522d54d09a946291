/*
 * ASSERTION: xlate<struct T>(x) is a whole value: assigning it to a
 * global, a clause-local or a thread-local fills every member the
 * translator defines (bit-fields and char arrays included) and zeroes the
 * members it leaves out, overwriting what was there before.
 */

#pragma D option quiet

struct reading { int lo; int hi; };
struct summary {
	long total;
	int low;
	unsigned int kind : 3;
	unsigned int level : 5;
	char tag[8];
	int spare;
};

translator struct summary < struct reading r > {
	total = r.lo + r.hi;
	low = r.lo;
	kind = r.hi;
	level = 21;
	tag = "ok";
};

struct reading in;
struct summary g;

BEGIN
{
	in.lo = 300;
	in.hi = 5;
	g.spare = 77;
	g = xlate<struct summary>(in);
	printf("global: %d %d %d %d %s %d\n", g.total, g.low, g.kind, g.level, g.tag,
	    g.spare);
	this->s = xlate<struct summary>(in);
	printf("this: %d %s\n", this->s.total, this->s.tag);
	self->s = xlate<struct summary>(in);
	printf("self: %d %d\n", self->s.low, self->s.spare);
	printf("member: %d\n", xlate<struct summary>(in).level);
	exit(0);
}

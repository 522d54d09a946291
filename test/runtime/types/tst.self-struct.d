/*
 * ASSERTION: struct values in thread-local variables and associative
 * arrays: members are written in place, whole structs are copied.
 *
 * @@runtest-opts: -q
 */

struct rec { int n; long total; };
self struct rec r;
struct rec saved[int];

BEGIN
{
	self->r.n = 3;
	self->r.total = 1000;
	self->r.n++;
	saved[1] = self->r;
	saved[2].total = 5;
	printf("%d %d %d %d %d\n", self->r.n, self->r.total, saved[1].n, saved[1].total,
	    saved[2].total);
	exit(0);
}

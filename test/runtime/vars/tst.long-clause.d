/*
 * ASSERTION: a clause that compiles to more BPF instructions than a 16-bit
 * branch offset can span still loads and runs: its far jumps (the
 * predicate's, the fault exits) are made long.  1024 thread-local updates
 * between a predicate and the clause's end.
 */
/* @@runtest-opts: -C */
#pragma D option quiet

self int n, m;

#define STEP	self->n = self->n + 1; self->m = self->n * 2;
#define X4(s)	s s s s
#define X1024(s)	X4(X4(X4(X4(X4(s)))))

BEGIN
/self->n == 0/
{
	X1024(STEP)
	printf("%d %d\n", self->n, self->m);
}

BEGIN
{
	printf("done %d\n", self->n / 1024);
	exit(0);
}

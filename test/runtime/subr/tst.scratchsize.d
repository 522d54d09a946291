/*
 * ASSERTION: scratchsize sets how much alloca(), bcopy() and copyinto()
 * may take at once: with scratchsize=1024 a 600-byte alloca() and bcopy()
 * work, and a 1025-byte alloca() is an out of scratch space fault.
 */
#pragma D option quiet
#pragma D option scratchsize=1024

BEGIN
{
	p = (char *)alloca(600);
	p[599] = 'x';
	q = (char *)alloca(600);
	bcopy(p, q, 600);
	printf("%c\n", q[599]);
}

BEGIN
{
	n = 1025;
	r = alloca(n);
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}

/*
 * ASSERTION: only the memory alloca() has handed out may be written: a
 * store past it (alloca(4), then the int two past it) or before it is an
 * invalid address fault, even though the clause's scratch goes on there.
 * Stores inside it (to the last byte of its 8-byte rounding) work.
 */
#pragma D option quiet

BEGIN
{
	x = (int *)alloca(sizeof (int));
	y = x + 2;
	*y = 3;
	printf("not reached\n");
}

BEGIN
{
	x = (int *)alloca(sizeof (int));
	y = x - 1;
	*y = 3;
	printf("not reached\n");
}

BEGIN
{
	c = (char *)alloca(5);
	c[7] = 'z';
	printf("top %c\n", c[7]);
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}

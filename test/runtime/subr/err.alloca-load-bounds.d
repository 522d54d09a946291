/*
 * ASSERTION: a load through an alloca()'d pointer must stay in the
 * alloca()'d memory: reading just past its (8-byte rounded) end is an
 * invalid address fault, not a read of whatever lies there.
 */
#pragma D option quiet

BEGIN
{
	p = (char *)alloca(6);
	p[7] = 'z';
	printf("%c\n", p[7]);
}

BEGIN
{
	q = (uint32_t *)alloca(8);
	printf("%d\n", q[2]);
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(1);
}

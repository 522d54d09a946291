/*
 * ASSERTION: the default scratchsize is 256 bytes: alloca(256) works,
 * alloca(257) is an out of scratch space fault (DTRACEFLT_NOSCRATCH, 8).
 */
#pragma D option quiet

BEGIN
{
	p = (char *)alloca(256);
	p[255] = 'y';
	printf("%c\n", p[255]);
}

BEGIN
{
	n = 257;
	r = alloca(n);
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}

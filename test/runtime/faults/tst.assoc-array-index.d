/*
 * ASSERTION: an associative array whose values are arrays takes a constant
 * index past the end of the value (it compiles, as in DTrace); at run time
 * the access is an invalid address fault, not an index fault, as DTrace
 * reports it.  Indexes inside the value work.
 */
#pragma D option quiet

int last[int][4];

BEGIN
{
	last[1][3] = 7;
	printf("%d %d\n", last[1][3], last[1][0]);
}

BEGIN
{
	last[1][4] = 0xdeadbeef;
	printf("not reached\n");
}

BEGIN
{
	last[1][-5] = 0xdeadbeef;
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}

/*
 * ASSERTION: alloca(0) takes no memory: it is the address the next
 * alloca() returns, however often it is called.
 */
#pragma D option quiet

BEGIN
{
	p = (char *)alloca(3);
	z = alloca(0);
	printf("%d %d\n", alloca(0) == z, (char *)z - p);
	q = (char *)alloca(2);
	printf("%d\n", (char *)z == q);
	exit(0);
}

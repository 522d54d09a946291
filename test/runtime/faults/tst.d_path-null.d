/*
 * ASSERTION: d_path() of a NULL struct path * is an invalid address fault
 * at address 0: the clause (and what it recorded) stops there, and
 * dtrace goes on.
 */
#pragma D option quiet

BEGIN
{
	printf("before\n");
	trace(d_path((struct path *)NULL));
	printf("not reached\n");
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
	exit(0);
}

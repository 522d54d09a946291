/*
 * ASSERTION: recording stringof of a NULL address is an invalid address
 * fault at address 0 (the clause stops there, dtrace goes on); stringof of
 * an integer that is no readable address records the empty string.
 */
#pragma D option quiet

BEGIN
{
	p = (char *)NULL;
	trace(stringof(p));
	printf("not reached\n");
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
	exit(0);
}

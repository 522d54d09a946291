/*
 * ASSERTION: reading a member through a NULL pointer is an invalid address
 * fault at address 0 (the pointer), not at the member's offset; taking the
 * member's address through NULL reads nothing and does not fault.
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", (long)&((struct task_struct *)NULL)->pid ==
	    offsetof(struct task_struct, pid));
}

BEGIN
{
	trace(((struct task_struct *)NULL)->pid);
}

ERROR
{
	printf("fault %d at %d, arg3 %d\n", arg4, arg5, arg3);
	exit(0);
}

/*
 * ASSERTION: a string element that was never stored (or was freed by
 * assigning a NULL string) is NULL: it compares equal to NULL, and tracing it
 * is an invalid address fault at address 0 (ERROR's arg4 is
 * DTRACEFLT_BADADDR, arg5 the address).
 */
#pragma D option quiet

string label[int];

BEGIN
{
	label[1] = "one";
	self->who = "me";
	printf("%d %d %d\n", label[1] == NULL, label[2] == NULL, self->who != NULL);
	label[1] = strchr(label[1], 'z');
	printf("%d\n", label[1] == NULL);
}

BEGIN
{
	trace(label[7]);
	printf("not reached\n");
}

BEGIN
{
	printf("%s\n", self->who);
	exit(0);
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
}

/*
 * ASSERTION: NULL (the constant 0) is accepted where a subroutine takes a
 * string, and using it is an invalid address fault at run time.
 */
#pragma D option quiet

BEGIN
{
	trace(strlen(NULL));
}

BEGIN
{
	trace(strtok("a,b", NULL));
}

BEGIN
{
	printf("after the faults\n");
	exit(0);
}

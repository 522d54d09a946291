/*
 * ASSERTION: a string index past the NUL at strsize is an index out of
 * bounds fault (the clause ends, ERROR runs).
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	i = 17;
	trace("abc"[i]);
}

ERROR
{
	printf("fault\n");
	exit(1);
}

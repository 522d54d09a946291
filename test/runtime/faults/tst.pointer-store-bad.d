/*
 * ASSERTION: writing through a pointer kept in a D variable compiles, as in
 * DTrace, but memory that is not D's own (here a kernel task, and an
 * address just past a global array) is an invalid address fault at run
 * time; the ERROR probe sees it and the variables are left untouched.
 */
#pragma D option quiet

int arr[2];
int *p;

BEGIN
{
	this->t = curthread;
	this->t->pid = 0;
	printf("not reached\n");
}

BEGIN
{
	p = arr;
	p[2] = 9;
	printf("not reached\n");
}

BEGIN
{
	printf("arr %d %d, pid unchanged %d\n", arr[0], arr[1], curthread->pid == pid);
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}

/*
 * An array assigned to a pointer becomes the address of its first element
 * (as in C): the pointer indexes and dereferences the array's elements.
 */
#pragma D option quiet

int squares[4];
int *p;
void *vp;

BEGIN
{
	squares[0] = 0;
	squares[1] = 1;
	squares[2] = 4;
	squares[3] = 9;
	p = squares;
	vp = squares;
	printf("%d %d %d %d\n", p[0], p[1], *(p + 2), p[3]);
	printf("%d\n", *(int *)vp + ((int *)vp)[3]);
	printf("%s\n", p == &squares[0] ? "same address" : "different address");
	exit(0);
}

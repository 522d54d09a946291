/*
 * ASSERTION: a pointer kept in a D variable may be written through when it
 * points at D's own storage: a global array (through a copy of the pointer,
 * with an index and with pointer arithmetic), a global struct, and memory
 * alloca()'d in the clause.  The writes show in the variables themselves,
 * in the clause and in a later one.
 */
#pragma D option quiet

struct pair { int a; int b; };

int array[3];
struct pair pr;
int *ptr1;
int *ptr2;

BEGIN
{
	array[0] = 200;
	array[1] = 400;
	array[2] = 600;
	ptr1 = array;
	ptr2 = ptr1;
	ptr2[0] = 400;
	ptr2[1] = 800;
	*(ptr2 + 2) = 1200;
	printf("%d %d %d | %d %d %d\n", array[0], array[1], array[2],
	    ptr2[0], ptr2[1], ptr2[2]);

	this->pp = &pr;
	this->pp->b = 7;
	this->pp->a = this->pp->b * 6;
	printf("pr = {%d, %d}\n", pr.a, pr.b);

	this->m = (int *)alloca(2 * sizeof (int));
	this->q = this->m;
	this->q[1] = 5;
	printf("alloca'd %d %d\n", this->m[0], this->m[1]);
}

BEGIN
{
	ptr1[1] += 1;
	printf("later %d %d\n", array[1], ptr1[1]);
	exit(0);
}

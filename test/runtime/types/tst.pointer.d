/*
 * ASSERTION: &, * and pointer arithmetic scale by the pointee's size;
 * p[i] is *(p + i); a pointer difference counts elements.
 *
 * @@runtest-opts: -q
 */

int a[4];
struct pt { int x; int y; };
struct pt pts[2];

BEGIN
{
	a[0] = 100; a[1] = 101; a[2] = 102; a[3] = 103;
	this->p = &a[0];
	this->q = this->p + 2;
	printf("%d %d %d %d\n", *this->p, *this->q, this->p[3], this->q - this->p);
	printf("%d\n", (long)this->q - (long)this->p);
	pts[1].y = 42;
	this->pp = &pts[0];
	printf("%d %d\n", (this->pp + 1)->y, (*(this->pp + 1)).y);
	exit(0);
}

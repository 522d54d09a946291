/*
 * ASSERTION: ++, -- and the compound += and -= move a pointer variable by
 * whole objects, as C's p + 1 does: an int * steps by 4, a long * by 8, a
 * char * by 1, whatever kind of variable holds the pointer.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	ip = (int *)0x1000;
	ip++;
	printf("%x\n", (uint64_t)ip);
	++ip;
	printf("%x %d\n", (uint64_t)ip, ip == (int *)0x1000 + 2);
	n = 3;
	ip += n;
	ip -= 1;
	printf("%x\n", (uint64_t)ip);
	self->lp = (long *)0x2000;
	self->lp--;
	printf("%x\n", (uint64_t)self->lp);
	this->cp = (char *)0x3000;
	this->cp += 5;
	this->cp++;
	printf("%x %d\n", (uint64_t)this->cp, n);
	exit(0);
}

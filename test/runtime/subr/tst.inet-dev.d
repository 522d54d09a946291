/*
 * ASSERTION: inet_ntoa(), inet_ntoa6() and inet_ntop() read the address
 * from memory (here alloca'd scratch, which is zeroed); getmajor() and
 * getminor() split a Linux dev_t (minor in the low 20 bits).
 */
#pragma D option quiet

BEGIN
{
	this->a = alloca(16);
	printf("%s %s %d %d\n", inet_ntoa(this->a), inet_ntoa6(this->a), getmajor(0x800003),
	    getminor(0x800003));
}

BEGIN
{
	this->b = alloca(16);
	printf("%s\n", inet_ntop(10, this->b));
	exit(0);
}

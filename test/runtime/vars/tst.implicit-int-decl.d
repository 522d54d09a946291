/*
 * ASSERTION: a declaration that names a storage class but no type
 * declares an int, so the variable holds 32 bits.
 *
 * @@runtest-opts: -q
 */

self depth;
this scratch;

BEGIN
{
	self->depth = 0x100000005;
	this->scratch = -3;
	printf("%d %d %d %d\n", sizeof(self->depth), self->depth, sizeof(this->scratch),
	    this->scratch);
	exit(0);
}

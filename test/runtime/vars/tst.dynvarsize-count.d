/*
 * ASSERTION: dynvarsize is shared out by the size of the largest dynamic
 * variable, as DTrace counts it: with 17 bytes, four 4-byte thread-locals
 * fit.  A fifth is a dynamic variable drop, which ends its clause (the
 * printf after it does not run); once one is freed by assigning 0 there is
 * room again.
 */
#pragma D option quiet
#pragma D option dynvarsize=17

BEGIN
{
	self->w = 1;
	self->x = 2;
	self->y = 3;
	self->z = 4;
	self->extra = 5;
	printf("not reached\n");
}

BEGIN
{
	printf("%d %d %d %d %d\n", self->w, self->x, self->y, self->z, self->extra);
	self->x = 0;
	self->extra = 6;
	printf("%d %d %d %d %d\n", self->w, self->x, self->y, self->z, self->extra);
	exit(0);
}

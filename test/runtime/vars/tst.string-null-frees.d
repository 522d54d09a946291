/*
 * ASSERTION: assigning NULL (or 0) to a thread-local or associative array
 * string frees the dynamic variable, as assigning 0 to an integer does: with
 * room for two strings, a third fits once one of the first two is NULL,
 * and the freed one reads as NULL.  An empty string is a value, not NULL:
 * it is kept and prints (a NULL string would be an invalid address).
 */
#pragma D option quiet
#pragma D option strsize=16
#pragma D option dynvarsize=80

BEGIN
{
	self->a = "one";
	self->b = "two";
	self->a = NULL;
	self->c = "three";
	printf("%d [%s] [%s]\n", self->a == NULL, self->b, self->c);
}

BEGIN
{
	name[1] = "x";
	name[2] = "y";
	name[1] = 0;
	name[3] = "z";
	printf("%d [%s] [%s]\n", name[1] == NULL, name[2], name[3]);
	name[2] = "";
	printf("[%s]\n", name[2]);
	exit(0);
}

/*
 * ASSERTION: #pragma D option strsize sizes string variables as -x
 * strsize does: with strsize=1024 a global string holds 512 characters
 * without spilling into the next variable, and sizeof (string) follows.
 */
#pragma D option quiet
#pragma D option strsize=1024

BEGIN
{
	a = "0123456789abcdef";
	b = "after";
	a = strjoin(a, a);
	a = strjoin(a, a);
	a = strjoin(a, a);
	a = strjoin(a, a);
	a = strjoin(a, a);
	self->t = a;
	printf("%d %s %d %d\n", strlen(a), b, strlen(self->t), sizeof (string));
	exit(0);
}

/*
 * ASSERTION: a global or clause-local string set to NULL is a NULL
 * pointer, as in DTrace: it compares equal to NULL, and reading a
 * character of it is an invalid address fault at the character's address.
 * Assigning a string again makes it an ordinary string, "" included.  (A
 * clause that faults loses what it recorded.)
 */
#pragma D option quiet

BEGIN
{
	s = "ABCDEFG";
	printf("%c %d\n", s[1], s == NULL);
	s = NULL;
	printf("%d\n", s == NULL);
	s = "";
	printf("[%s] %d\n", s, strlen(s));
	s = NULL;
	this->t = "xyz";
	this->t = NULL;
	printf("local %d\n", this->t == NULL);
}

BEGIN
{
	trace(s[1]);
}

BEGIN
{
	this->t = NULL;
	trace(this->t[2]);
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
}

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: strtok()'s NULL at the end compares equal to NULL, also as
 * the value of an assignment, and storing it in a variable is no fault.
 */
#pragma D option quiet

BEGIN
{
	this->s = "one two";
}

BEGIN
/(this->t = strtok(this->s, " ")) != NULL/
{
	printf("first: %s\n", this->t);
}

BEGIN
/(self->t = strtok(NULL, " ")) != NULL/
{
	printf("second: %s\n", self->t);
}

BEGIN
/(self->t = strtok(NULL, " ")) == NULL/
{
	printf("no third\n");
	exit(0);
}

ERROR
{
	printf("unexpected fault\n");
	exit(1);
}

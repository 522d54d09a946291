/*
 * ASSERTION: reading through a bad kernel pointer is an invalid address
 * fault, reported with the address; the clause stops there.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	this->t = (struct task_struct *)16;
	printf("%d\n", this->t->pid);
}

BEGIN
{
	exit(0);
}

/*
 * Each probe description of a clause is an enabling of its own: a probe
 * that two descriptions of the same clause name runs the clause twice, and
 * counts twice among the matched probes.
 */
BEGIN,
dtrace:::BEGIN
{
	runs++;
}

BEGIN
{
	printf("ran %d times\n", runs);
	exit(0);
}

/*
 * ASSERTION: the fault message names the clause as DTrace numbers them:
 * each probe description of a clause is a statement of its own, so after
 * a clause for BEGIN and END the next clause is dt_clause_2.
 */
#pragma D option quiet

BEGIN, END
{
	n++;
}

BEGIN
{
	x = 0;
	printf("%d\n", n / x);
}

BEGIN
{
	printf("next clause runs\n");
	exit(0);
}

/*
 * ASSERTION: chill(ns) spins in probe context for ns nanoseconds (here
 * 200ms, measured from BEGIN to END); more than DTrace's 500ms limit is an
 * illegal operation, which the ERROR probe sees and which does not stop
 * the clauses that follow.
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	start = timestamp;
	chill(200000000);
}

BEGIN
{
	chill(500000001);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}

END
{
	printf("waited %s\n", timestamp - start >= 200000000 ? "enough" : "too little");
}

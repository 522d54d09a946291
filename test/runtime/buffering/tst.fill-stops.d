/*
 * ASSERTION: under bufpolicy=fill the principal buffer takes records until
 * the next one does not fit, then tracing stops as if exit(0) had been
 * called; END still records (DTrace keeps room for it) and the records
 * refused are principal drops.  A clause's actions make one record,
 * charged as DTrace lays it out: a 4-byte EPID and two 4-byte ints, 12
 * bytes, so a 64-byte buffer (the smallest a program with an ERROR record
 * accepts) holds five of them.
 */
#pragma D option bufpolicy=fill
#pragma D option bufsize=64
#pragma D option quiet

int n;

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

BEGIN
{
	printf("%d\n", n++);
	printf("%d\n", n++);
}

END
{
	printf("end\n");
}

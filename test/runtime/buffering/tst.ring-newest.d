/*
 * ASSERTION: under bufpolicy=ring nothing prints until tracing ends; then
 * the ring holds the newest records that fit in bufsize, charged as DTrace
 * lays them out (a 4-byte EPID, then the data: 8 bytes for a printf() of
 * an int and for exit()), so a 32-byte ring keeps the last four records.
 */
#pragma D option bufpolicy=ring
#pragma D option bufsize=32
#pragma D option quiet

int n;

tick-10ms
/n < 12/
{
	printf("%d\n", n);
	n++;
}

tick-10ms
/n == 12/
{
	exit(0);
}

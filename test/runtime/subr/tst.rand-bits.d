/*
 * ASSERTION: rand() gives 32 random bits, zero-extended: kept in a variable
 * the value is never negative and never above 2^32 - 1, while its int
 * record (printf's %d) may be negative.
 */
#pragma D option quiet

BEGIN
{
	i = 0;
	bad = 0;
}

tick-1ms
/i < 200/
{
	x = rand();
	bad += x < 0 || x > 0xffffffff;
	i++;
}

tick-1ms
/i == 200/
{
	printf("%d out of range\n", bad);
	exit(0);
}

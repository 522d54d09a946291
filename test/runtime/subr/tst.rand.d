/*
 * ASSERTION: rand() returns pseudo-random ints: 64 of them are not all
 * equal.
 */
#pragma D option quiet

BEGIN
{
	first = rand();
	differ = 0;
	n = 0;
}

tick-1ms
/n < 64/
{
	differ += rand() != first;
	n++;
}

tick-1ms
/n == 64/
{
	printf("%d\n", differ > 0);
	exit(0);
}

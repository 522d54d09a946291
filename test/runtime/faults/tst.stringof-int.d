/*
 * ASSERTION: stringof an integer takes it as the address of a string; one
 * that cannot be read (12) records the empty string, without a fault.
 */
#pragma D option quiet

BEGIN
{
	printf("[%s]\n", stringof(12));
	trace(stringof(12));
	printf("|\n");
	exit(0);
}

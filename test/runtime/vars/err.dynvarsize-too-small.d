/*
 * ASSERTION: a dynvarsize too small for one element of the program's
 * largest dynamic variable (an int stored under an int key takes more
 * than 15 bytes) is refused when tracing is enabled, as in DTrace.
 */
#pragma D option dynvarsize=15

BEGIN
{
	a[1] = 1;
	exit(0);
}

/*
 * ASSERTION: nspec defaults to 1: a second speculation() while the first
 * is active returns 0, and counts a failed speculation.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	b = speculation();
	printf("a %d b %d\n", a, b);
	exit(0);
}

/*
 * ASSERTION: aggsortkey with aggsortkeypos=1 sorts by the second key
 * first, then the others in turn (the first after the last); values do
 * not matter.
 */
#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortkeypos=1

BEGIN
{
	@a["c", 1] = sum(10);
	@a["a", 3] = sum(30);
	@a["b", 2] = sum(5);
	@a["d", 2] = sum(1);
	@a["a", 2] = sum(7);
	exit(0);
}

/*
 * ASSERTION: aggsortkey with aggsortrev sorts by key, descending.
 */
#pragma D option quiet
#pragma D option aggsortkey
#pragma D option aggsortrev

BEGIN
{
	@a[2, "x"] = count();
	@a[10, "a"] = count();
	@a[2, "b"] = count();
	@a[2, "b"] = count();
	@a[7, "z"] = count();
	exit(0);
}

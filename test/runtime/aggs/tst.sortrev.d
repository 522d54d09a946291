/*
 * ASSERTION: aggsortrev reverses the default order (by value, ties broken
 * by key), the ties too.
 */
#pragma D option quiet
#pragma D option aggsortrev

BEGIN
{
	@a["c"] = sum(10);
	@a["a"] = sum(30);
	@a["b"] = sum(10);
	@a["d"] = sum(20);
	exit(0);
}

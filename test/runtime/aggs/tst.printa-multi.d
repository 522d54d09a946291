/*
 * ASSERTION: printa() with several aggregations prints one line per key
 * of any of them, their values side by side in the order of the '@'
 * conversions (0 where an aggregation lacks the key), sorted by the first
 * aggregation's values.
 */
#pragma D option quiet

BEGIN
{
	@c["a"] = count();
	@c["b"] = count();
	@c["b"] = count();
	@s["a"] = sum(100);
	@s["c"] = sum(5);
	printa("%-4s %@3d %@5d\n", @c, @s);
	exit(0);
}

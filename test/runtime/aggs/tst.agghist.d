/*
 * ASSERTION: agghist prints count() and sum() aggregations as a histogram
 * of their keys under a "key" header; other functions print as usual.
 */
#pragma D option quiet
#pragma D option agghist

BEGIN
{
	@c["a"] = count();
	@c["b"] = count(); @c["b"] = count(); @c["b"] = count();
	@s[1] = sum(10); @s[2] = sum(30);
	@n = sum(4);
	@m[1] = max(5);
	exit(0);
}

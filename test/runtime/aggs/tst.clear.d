/*
 * ASSERTION: clear() zeroes an aggregation's values but keeps its keys, so
 * printa() shows them with 0 (trunc() is what removes keys).
 */
#pragma D option quiet

BEGIN
{
	@f[0] = sum(500);
	@f[1] = sum(700);
	clear(@f);
	printa(@f);
	exit(0);
}

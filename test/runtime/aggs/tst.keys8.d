/*
 * ASSERTION: an aggregation may have eight keys of mixed types; each
 * prints in its default layout and printa() formats take them in order.
 */
#pragma D option quiet

BEGIN
{
	@a[1, "two", (char)3, (short)4, 5LL, "six", (uint32_t)7, 8] = count();
	@a[1, "two", (char)3, (short)4, 5LL, "six", (uint32_t)7, 8] = count();
	@a[2, "a", (char)-1, (short)-2, -5LL, "b", (uint32_t)9, 10] = count();
	printa("%d %s %d %d %d %s %u %d: %@d\n", @a);
	exit(0);
}

/*
 * ASSERTION: zonename, which scripts written for illumos use as an
 * aggregation key, names the global zone: Linux has no zones, so every
 * process is in it.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	@[zonename, "begin"] = count();
	printf("%s %d\n", zonename, strlen(zonename));
	exit(0);
}

END
{
	printa("%s %s %@d\n", @);
}

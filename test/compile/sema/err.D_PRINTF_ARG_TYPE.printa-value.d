/*
 * ASSERTION: printa( )'s '@' conversion prints the aggregation's value,
 * an integer (uint64_t for count( ), int64_t otherwise): %@s is refused.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@s["a"] = sum(1);
	printa("%s %@s\n", @s);
}

/*
 * ASSERTION: a keyed aggregation prints its rows sorted by value, string
 * keys left-aligned in 50 columns after two spaces.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	@["alpha"] = count();
	@["beta"] = count();
	@["alpha"] = count();
	@["gamma"] = count();
	@["alpha"] = count();
	@["gamma"] = count();
	exit(0);
}

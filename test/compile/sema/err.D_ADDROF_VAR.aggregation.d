/*
 * ASSERTION: an aggregation has no address.
 *
 * @@runtest-opts: -e
 */

profile-1s
{
	@calls[probefunc] = count();
	trace(&@calls);
}

/*
 * ASSERTION: trace( ) of an aggregation is reported at the argument's line,
 * not the line where the call starts.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@n = count();
	trace(
	    @n);
}

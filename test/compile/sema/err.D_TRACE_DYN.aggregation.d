/*
 * ASSERTION: trace( ) of an aggregation.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@c = count();
	trace(@c);
}

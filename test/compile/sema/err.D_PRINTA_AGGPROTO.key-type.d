/*
 * ASSERTION: printa( ) aggregations must have keys of the same types.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@x[execname] = count();
	@y[pid] = count();
	printa(@x, @y);
}

/*
 * ASSERTION: printa( ) aggregations must have as many keys.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@x[pid] = count();
	@y[pid, tid] = count();
	printa(@x, @y);
}

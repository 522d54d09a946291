/*
 * ASSERTION: printa( ) checks each key conversion against the key's type,
 * as printf( ) checks its arguments: a string key does not print with %d.
 * The keys count as arguments from #2 on.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@c[pid, execname] = count();
	printa("%d %d %@d\n", @c);
}

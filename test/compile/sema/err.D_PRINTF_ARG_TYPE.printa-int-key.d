/*
 * ASSERTION: printa( ) rejects %s for an integer key.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@c[1] = count();
	printa("%s %@d\n", @c);
}

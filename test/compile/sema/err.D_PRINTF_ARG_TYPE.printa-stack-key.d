/*
 * ASSERTION: printa( ) prints a stack key only with %k.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@s[execname, stack()] = count();
	printa("%s %x %@d\n", @s);
}

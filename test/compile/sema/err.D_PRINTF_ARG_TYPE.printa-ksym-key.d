/*
 * ASSERTION: printa( ) prints a kernel symbol key (sym( ), func( ), mod( ))
 * with %a or %A, not with %s.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	@k[func(0)] = count();
	printa("%s %@d\n", @k);
}

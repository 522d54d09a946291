/*
 * ASSERTION: a lone backquote scopes an empty symbol name: sizeof of it
 * cannot resolve.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = sizeof (`);
	y = `no_such_kernel_symbol_either;
}

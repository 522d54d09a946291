/*
 * ASSERTION: depends_on names a provider, a module or a library: any other
 * class is an invalid pragma.
 */

#pragma D depends_on kernel vmlinux

BEGIN
{
	exit(0);
}

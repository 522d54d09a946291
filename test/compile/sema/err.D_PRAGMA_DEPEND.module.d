/*
 * ASSERTION: a program that depends on a kernel module this system lacks is
 * refused, naming the module.
 */

#pragma D depends_on module no_such_module_here

BEGIN
{
	exit(0);
}

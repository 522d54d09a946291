/*
 * ASSERTION: a variable of the program may not be given a module scope.
 *
 * @@runtest-opts: -e
 */

uint64_t vmlinux`counter;

BEGIN
{
	exit(0);
}

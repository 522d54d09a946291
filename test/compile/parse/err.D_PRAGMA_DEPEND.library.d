/*
 * ASSERTION: only a D library may depend on another library.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	exit(0);
}

#pragma D depends_on library sched.d

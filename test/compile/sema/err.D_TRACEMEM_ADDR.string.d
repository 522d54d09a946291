/*
 * ASSERTION: tracemem( ) needs a pointer or integer address.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	tracemem(execname, 8);
}

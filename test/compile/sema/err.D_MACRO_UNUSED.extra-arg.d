/*
 * ASSERTION: a macro argument the program never references is an error
 * (DTrace checks the last one), unless -x argref.
 *
 * @@runtest-opts: -e
 * @@args: 42 unused
 */

BEGIN
{
	trace($1);
	exit(0);
}

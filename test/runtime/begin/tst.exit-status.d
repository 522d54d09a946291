/*
 * ASSERTION: the value given to exit() becomes dtrace's exit status.
 *
 * @@runtest-opts: -q
 * @@status: 3
 */

BEGIN
{
	exit(3);
}

/*
 * ASSERTION: with -c, $target is the pid of the command, and dtrace exits
 * when the command has exited.
 *
 * @@runtest-opts: -q -c true
 */

BEGIN
{
	printf("%d\n", $target > 0);
}

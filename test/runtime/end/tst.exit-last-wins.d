/*
 * ASSERTION: when exit() is called more than once, the last call sets
 * dtrace's exit status: BEGIN's exit(3) ends tracing, END's exit(0) then
 * makes the status 0.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	exit(3);
}

END
{
	printf("END ran\n");
	exit(0);
}

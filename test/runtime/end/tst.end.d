/*
 * ASSERTION: END fires after exit() and its output follows BEGIN's.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("begin\n");
	exit(0);
}

END
{
	printf("end\n");
}

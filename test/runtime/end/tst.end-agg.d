/*
 * ASSERTION: aggregations are printed after END has run, after one blank
 * line; a count is printed right-aligned in 16 columns.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	@c = count();
	exit(0);
}

END
{
	@c = count();
	printf("end\n");
}

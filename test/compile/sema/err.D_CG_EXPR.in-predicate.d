/*
 * ASSERTION: an aggregating function cannot be called inside an expression.
 *
 * @@runtest-opts: -e
 */

tick-1s
/count() > 2/
{
	exit(0);
}

/*
 * ASSERTION: naming an aggregation alone is a statement with no effect.
 *
 * @@runtest-opts: -e
 */

tick-1s
{
	@ticks = count();
}

tick-5s
{
	@ticks;
	exit(0);
}

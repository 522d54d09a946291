/*
 * ASSERTION: trace() prints negative values signed: an int in 10 columns,
 * a long (a constant too big for int) in 19; both traces share one line.
 */

BEGIN
{
	trace(-7);
	trace(-5000000000);
	exit(0);
}

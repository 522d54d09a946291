/*
 * ASSERTION: aggregating functions may never be speculative.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	speculate(s);
	@c = count();
}

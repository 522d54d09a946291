/*
 * ASSERTION: destructive actions may not be speculative.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	speculate(s);
	raise(9);
}

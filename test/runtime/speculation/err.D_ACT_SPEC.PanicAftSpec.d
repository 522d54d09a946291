/*
 * ASSERTION: panic() and breakpoint() are known destructive actions, so
 * DTrace's clause rules apply to them: neither may follow speculate().
 */
#pragma D option quiet
#pragma D option destructive

BEGIN { s = speculation(); }

BEGIN
{
	speculate(s);
	breakpoint();
}

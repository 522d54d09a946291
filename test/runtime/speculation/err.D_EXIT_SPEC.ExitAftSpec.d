/*
 * ASSERTION: exit( ) may not be speculative.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	speculate(s);
	exit(0);
}

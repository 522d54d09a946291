/*
 * ASSERTION: speculation( ) takes no argument.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	s = speculation(1);
}

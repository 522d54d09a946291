/*
 * ASSERTION: speculate( ) takes one argument.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	speculate();
}

/*
 * ASSERTION: speculate( ) may not follow speculate( ).
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	speculate(s);
	speculate(s);
}

/*
 * ASSERTION: speculate( ) may not follow commit( ).
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	commit(s);
	speculate(s);
}

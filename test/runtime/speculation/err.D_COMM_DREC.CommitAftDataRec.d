/*
 * ASSERTION: commit( ) may not follow a data-recording action.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	trace(s);
	commit(s);
}

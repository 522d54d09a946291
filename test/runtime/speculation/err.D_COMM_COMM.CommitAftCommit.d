/*
 * ASSERTION: a clause may not commit twice.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	commit(s);
	commit(s);
}

/*
 * ASSERTION: aggregating actions may not follow commit( ).
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	commit(s);
	@c[probename] = sum(1);
}

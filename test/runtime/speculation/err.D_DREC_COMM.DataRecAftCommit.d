/*
 * ASSERTION: data-recording actions may not follow commit( ).
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	commit(s);
	printf("%d", s);
}

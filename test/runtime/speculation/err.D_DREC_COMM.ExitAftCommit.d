/*
 * ASSERTION: exit( ) records data: it may not follow commit( ).
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	commit(s);
	exit(0);
}

/*
 * ASSERTION: a keyless aggregation needs room for one value too: aggsize=8
 * holds no count() entry, so tracing is not enabled (DTrace refuses an
 * aggsize that holds no entry rather than dropping every update).
 */
#pragma D option aggsize=8

BEGIN
{
	@ = count();
	exit(0);
}

ERROR
{
	exit(0);
}

/*
 * ASSERTION: the aggregation buffer must hold one entry (key and value):
 * an aggsize smaller than that is refused when tracing is enabled, after
 * the "matched" line, as DTrace refuses it; 64 bytes hold a count().
 */
#pragma D option aggsize=16

BEGIN
{
	@counts[pid] = count();
	exit(0);
}

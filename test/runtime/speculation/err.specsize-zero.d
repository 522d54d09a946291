/*
 * ASSERTION: a program that speculates needs a speculative buffer that can
 * hold a record's header at least: a specsize below 8 bytes is refused when
 * tracing is enabled, as DTrace refuses it.
 */
#pragma D option quiet
#pragma D option specsize=4

BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("never\n"); }
BEGIN { commit(s); }
BEGIN { exit(0); }

/*
 * ASSERTION: an id of 0 (what a failed speculation() returns) may be
 * passed to speculate(), commit() and discard() without ill effect; a
 * clause that speculates to it records nothing.
 */
#pragma D option quiet

BEGIN { speculate(0); printf("not printed\n"); }
BEGIN { commit(0); }
BEGIN { discard(0); }
BEGIN { printf("done\n"); exit(0); }

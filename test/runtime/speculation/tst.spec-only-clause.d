/*
 * ASSERTION: a clause whose only action is speculate() records DTrace's
 * default record (the probe's line) in its speculation: commit() prints
 * that line, discard() drops it, and an assignment alongside speculate()
 * does not change that.
 */
#pragma D option nspec=2

BEGIN { kept = speculation(); lost = speculation(); }
BEGIN { speculate(kept); n = 1; }
BEGIN { speculate(lost); }
BEGIN { discard(lost); commit(kept); }
BEGIN { trace(n); exit(0); }

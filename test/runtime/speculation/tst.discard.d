/*
 * ASSERTION: discard() drops what the speculation holds; data recorded
 * after discard() in the same clause is ordinary output.
 */
#pragma D option quiet

BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("never printed\n"); }
BEGIN { discard(s); printf("discarded %d\n", s); }
BEGIN { exit(0); }

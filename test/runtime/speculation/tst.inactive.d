/*
 * ASSERTION: speculating to an id that is no longer active (committed
 * already) keeps nothing; a second commit() of it is silently ignored.
 */
#pragma D option quiet

BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("kept\n"); }
BEGIN { commit(s); }
BEGIN { speculate(s); printf("lost\n"); }
BEGIN { commit(s); }
BEGIN { exit(0); }

/*
 * ASSERTION: commit() prints what the speculation holds, at the point of
 * the commit, in the order it was speculated; nothing shows before.
 */
#pragma D option quiet

BEGIN { s = speculation(); printf("speculation %d\n", s); }
BEGIN { speculate(s); printf("speculated %d\n", 1); }
BEGIN { speculate(s); printf("speculated %s\n", "two"); }
BEGIN { printf("before commit\n"); }
BEGIN { commit(s); }
BEGIN { printf("after commit\n"); exit(0); }

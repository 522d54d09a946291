/*
 * ASSERTION: a speculation holds at most specsize bytes (a record costs its
 * data and 8 bytes: one printf of an int is 16); records beyond
 * that are dropped and reported as speculative drops.
 */
#pragma D option quiet
#pragma D option specsize=24

BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("first %d\n", 1); }
BEGIN { speculate(s); printf("second %d\n", 2); }
BEGIN { commit(s); }
BEGIN { exit(0); }

/*
 * ASSERTION: with -x droptags, a drop report is prefixed by its
 * [DTRACEDROP_*] tag; here a speculation overflowing its specsize gives
 * a speculative drop tagged DTRACEDROP_SPEC.
 *
 * @@runtest-opts: -x droptags
 */
#pragma D option quiet
#pragma D option specsize=24

BEGIN { sp = speculation(); }
BEGIN { speculate(sp); printf("kept %d\n", 1); }
BEGIN { speculate(sp); printf("lost %d\n", 2); }
BEGIN { speculate(sp); printf("lost %d\n", 3); }
BEGIN { commit(sp); }
BEGIN { exit(0); }

/*
 * ASSERTION: one clause may commit several speculations, and commit the
 * same one twice; each commit shows what its speculation holds.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN { a = speculation(); b = speculation(); }
BEGIN { speculate(a); printf("from a\n"); }
BEGIN { speculate(b); printf("from b\n"); }
BEGIN { printf("committing\n"); }
BEGIN { commit(b); commit(a); commit(a); }
BEGIN { printf("done\n"); exit(0); }

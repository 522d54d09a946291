/*
 * ASSERTION: commit() of an id above nspec is an illegal operation.
 */
#pragma D option quiet
#pragma D option nspec=8

BEGIN { commit(1024); }
ERROR { exit(1); }

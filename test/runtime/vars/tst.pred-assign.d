/*
 * ASSERTION: the predicate is checked before the actions, so a variable
 * it assigns first (global, clause-local or string) is known to the
 * actions; a variable only the actions create may still be tested by the
 * predicate, which is then checked after them.
 */
#pragma D option quiet

BEGIN /(limit = 12) > 10/ { printf("limit %d\n", limit); }
BEGIN /(this->half = limit / 2) != 0/ { printf("half %d\n", this->half); }
BEGIN /(who = "pred") != "action"/ { printf("who %s\n", who); }
BEGIN /later == 0/ { later = 4; printf("later %d\n", later); }
BEGIN /n++ < 1/ { printf("n %d\n", n); exit(0); }

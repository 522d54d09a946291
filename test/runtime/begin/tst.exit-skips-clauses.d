/*
 * ASSERTION: once a clause calls exit(), the clauses that follow it for the
 * same firing do not run; every END clause still runs, even after an END
 * clause that calls exit() again.
 */
#pragma D option quiet

BEGIN { printf("first\n"); }
BEGIN { exit(0); printf("same clause goes on\n"); }
BEGIN { printf("not printed\n"); }
BEGIN { printf("nor this\n"); }
END { printf("end one\n"); exit(0); }
END { printf("end two\n"); }

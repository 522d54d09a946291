/*
 * ASSERTION: strtoll() and lltostr() take bases 2 to 36; any other base
 * (0 included: there is no guessing from a 0x prefix) is an illegal
 * operation.  Bases 2 and 36 themselves are fine.
 */
#pragma D option quiet

BEGIN { printf("%d %d %s %s\n", strtoll("101", 2), strtoll("zz", 36), lltostr(5, 2), lltostr(71, 36)); }
BEGIN { trace(strtoll("10", 0)); }
BEGIN { trace(strtoll("10", 37)); }
BEGIN { trace(lltostr(10, 1)); }
BEGIN { trace(lltostr(10, 37)); }
BEGIN { exit(0); }

ERROR
{
	printf("fault %d\n", arg4);
}

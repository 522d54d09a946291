/*
 * ASSERTION: a fault inside an ERROR clause is not reported as a fault of
 * its own (nor does it run ERROR again): it is counted as a drop, "error
 * in ERROR probe enabling", tagged DTRACEDROP_DBLERROR under -x droptags.
 *
 * @@runtest-opts: -x droptags
 */
#pragma D option quiet

BEGIN { z = 0; v = 7 % z; }
BEGIN { printf("still running\n"); exit(0); }

ERROR
{
	printf("in ERROR\n");
	w = 1 / z;
	printf("not reached\n");
}

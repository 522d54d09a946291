/*
 * ASSERTION: a fault runs the dtrace:::ERROR clauses right away, with
 * DTrace's arguments: arg0 0, arg1 the faulting enabling's EPID (what
 * `epid` reads in that clause), arg2 the clause's place among the probe's
 * clauses, arg3 -1, arg4 the fault code, arg5 the address.  The faulting
 * clause stops, the next clause sees the firing probe's own arguments
 * again, and the error line is printed.
 */
#pragma D option quiet

BEGIN { printf("first\n"); }
BEGIN { e = epid; x = 0; y = 1 / x; }
BEGIN { printf("after %d %d %s\n", arg0, id, epid != e ? "other-epid" : "same-epid"); exit(0); }

ERROR
{
	printf("ERROR %d %s clause %d %d fault %d addr %d id %d %s\n", arg0,
	    arg1 == e ? "epid" : "not-epid", arg2, arg3, arg4, arg5, id, probename);
}

/*
 * ASSERTION: a fault runs the dtrace:::ERROR clauses right away, with
 * Oracle's arguments (arg1 probe id, arg2 statement id, arg4 fault code,
 * arg5 address); the faulting clause stops, the next clause sees the
 * firing probe's own arguments again, and the error line is printed.
 */
#pragma D option quiet

BEGIN { x = 0; y = 1 / x; }
BEGIN { printf("after %d %d\n", arg0, id); exit(0); }

ERROR
{
	printf("ERROR probe %d stmt %d fault %d addr %d id %d %s\n", arg1, arg2, arg4, arg5, id,
	    probename);
}

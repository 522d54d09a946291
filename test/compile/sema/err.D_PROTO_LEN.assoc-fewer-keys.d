/*
 * ASSERTION: a reference with fewer keys than the array's prototype is
 * D_PROTO_LEN ("1 key passed, 2 expected").
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	calls[execname, pid] = 1;
	trace(calls[execname]);
}

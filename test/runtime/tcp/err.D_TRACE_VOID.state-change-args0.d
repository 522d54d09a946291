/*
 * ASSERTION: tcp:::state-change has no packet: args[0] is void, as in
 * DTrace, and cannot be traced.
 */

tcp:::state-change
{
	trace(args[0]);
}

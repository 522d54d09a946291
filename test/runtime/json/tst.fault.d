/*
 * -x oformat=json: a runtime fault is an object of its own (the probe, the
 * clause, DTrace's name for the fault, the address, the BPF pc, and the
 * script, line and column of the expression that faulted), in order
 * with the records; DTrace's error line still goes to stderr, and the
 * summary counts the fault.
 *
 * @@runtest-opts: -q -x oformat=json
 */

BEGIN
{
	trace(*(int *)8);
}

BEGIN
{
	trace("after");
	exit(0);
}

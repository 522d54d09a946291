/*
 * ASSERTION: print() refuses a pointer to an object of size 0.
 */

BEGIN
{
	print((struct bpf_raw_tracepoint_args *)arg0);
	exit(0);
}

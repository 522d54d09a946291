/*
 * ASSERTION: an associative array's first reference is its prototype: a
 * string key where an integer key was used is D_PROTO_ARG, naming the key
 * and both types.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	last[pid, "open"] = timestamp;
}

END
{
	last[pid, 2] = 0;
}

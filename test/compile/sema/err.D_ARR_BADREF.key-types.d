/*
 * ASSERTION: an associative array keeps the key types of its first use.
 *
 * @@runtest-opts: -e
 *
 * NOTE: pins our current output; Oracle reports a key type mismatch as a
 * prototype mismatch of the array (D_PROTO_ARG), to be checked.
 */

BEGIN
{
	a[1] = 1;
	a["x"] = 2;
}

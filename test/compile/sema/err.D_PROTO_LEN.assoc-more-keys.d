/*
 * ASSERTION: a reference with more keys than the array's prototype is
 * D_PROTO_LEN, with the plural "keys".
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	seen[1] = 1;
	seen[1, 2, 3]++;
}

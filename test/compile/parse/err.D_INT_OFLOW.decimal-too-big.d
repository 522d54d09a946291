/*
 * ASSERTION: a decimal constant is signed: one past the largest long long
 * fits 64 bits but no D integer type.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(9223372036854775808);
	exit(0);
}

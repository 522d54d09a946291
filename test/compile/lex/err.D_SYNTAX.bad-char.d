/*
 * ASSERTION: a character that starts no token is a syntax error.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = 1 # 2;
}

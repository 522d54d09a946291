/*
 * ASSERTION: two base type names in one type are refused.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = (int float)1;
}

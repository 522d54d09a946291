/*
 * ASSERTION: a declared array takes one subscript, not a tuple.
 *
 * @@runtest-opts: -e
 */

long slots[4];

BEGIN
{
	slots[1, 2] = 3;
}

/*
 * ASSERTION: <<= needs integral operands, and names itself.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	n = 1;
	n <<= "two";
}

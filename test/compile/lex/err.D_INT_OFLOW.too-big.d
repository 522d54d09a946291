/*
 * ASSERTION: an integer constant must fit in 64 bits.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(123456789012345678901234567890);
}

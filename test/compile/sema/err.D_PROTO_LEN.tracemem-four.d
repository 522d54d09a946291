/*
 * ASSERTION: tracemem( ) takes two or three arguments: an address, a
 * constant size and the number of bytes to print.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	tracemem(curthread, 8, 4, 2);
}

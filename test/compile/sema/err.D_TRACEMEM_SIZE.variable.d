/*
 * ASSERTION: tracemem( ) needs a constant size.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	n = 16;
	tracemem(curthread, n);
}

/*
 * ASSERTION: tracemem( )'s third argument, the number of bytes to print,
 * is an integer.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	tracemem(curthread, 8, "four");
}

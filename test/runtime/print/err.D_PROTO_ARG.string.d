/*
 * ASSERTION: print() refuses a string.
 */

BEGIN
{
	print("hello");
	exit(1);
}

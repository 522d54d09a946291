/*
 * ASSERTION: print() takes exactly one argument.
 */

BEGIN
{
	print(curthread, 1);
	exit(1);
}

/*
 * ASSERTION: print()'s argument must be a pointer (or an array, struct or
 * union); an integer is refused as Oracle refuses it.
 */

BEGIN
{
	print(1);
	exit(1);
}

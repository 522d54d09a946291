/*
 * ASSERTION: print() of a struct, an array or a kernel char array by value
 * prints the value alone, with no address line; zero elements of an int
 * array are left out.
 *
 * @@runtest-opts: -q
 */

struct pair {
	short	lo;
	unsigned int hi;
	char	*name;
};

struct pair p;
int arr[4];

BEGIN
{
	p.lo = -3;
	p.hi = 4000000000;
	arr[0] = 10;
	arr[2] = -20;
	print(p);
	print(arr);
	print(curthread->comm);
	exit(0);
}

/*
 * ASSERTION: print() leaves out an array member whose bytes are all zero,
 * as it does any other zero member; an array holding a non-zero element
 * is shown with only its non-zero elements.
 *
 * @@runtest-opts: -q
 */

struct rec {
	char	name[16];
	int	counts[4];
	int	spare[3];
	long	total;
};

struct rec r;

BEGIN
{
	r.counts[2] = 7;
	r.total = 42;
	print(&r);
	exit(0);
}

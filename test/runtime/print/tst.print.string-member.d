/*
 * ASSERTION: print() of a struct with a D string member prints the string
 * as DTrace's string type is laid out, a char array: one (char) line per
 * character up to the terminating NUL.  An empty string member, like any
 * member whose bytes are all zero, is left out.
 *
 * @@runtest-opts: -q
 */

struct named {
	int	id;
	string	name;
	string	empty;
	int	last;
};

struct named n;

BEGIN
{
	n.id = 7;
	n.name = "ab c";
	n.last = -1;
	print(n);
	exit(0);
}

/*
 * ASSERTION: a struct member may not be a function (or void).
 *
 * @@runtest-opts: -e
 */

struct ops {
	long count;
	int open(int);
};

BEGIN
{
	exit(0);
}

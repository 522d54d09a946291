/*
 * ASSERTION: a bit-field of width zero.
 *
 * @@runtest-opts: -e
 */

struct s {
	int a : 1;
	int b : 0;
};

BEGIN
{
	exit(0);
}

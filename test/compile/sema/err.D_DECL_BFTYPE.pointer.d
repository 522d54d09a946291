/*
 * ASSERTION: a bit-field of pointer type.
 *
 * @@runtest-opts: -e
 */

struct s {
	int *p : 3;
};

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: a bit-field wider than its type.
 *
 * @@runtest-opts: -e
 */

struct s {
	short a : 17;
};

BEGIN
{
	exit(0);
}

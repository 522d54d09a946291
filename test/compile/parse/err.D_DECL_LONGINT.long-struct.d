/*
 * ASSERTION: long applies only to integer and floating-point types, not to a
 * struct.  DTrace finds out on the token after the tag: the '{' line.
 *
 * @@runtest-opts: -e
 */

long struct pair
{
	int a;
	int b;
};

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: a struct with two members of the same name.
 *
 * @@runtest-opts: -e
 */

struct pair {
	long key;
	short key;
};

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: a struct definition without its closing semicolon runs into
 * the next one: two types in one declaration.
 *
 * @@runtest-opts: -e
 */

union u {
	int i;
	char c;
}
struct s {
	int i;
};

BEGIN
{
	exit(0);
}

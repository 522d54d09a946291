/*
 * ASSERTION: a struct needs at least one member.
 *
 * @@runtest-opts: -e
 */

struct nothing {
};

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an enumerator named twice in one enum is a redeclaration of
 * its name, as for one already named by another enum.
 *
 * @@runtest-opts: -e
 */

enum colour {
	RED,
	GREEN,
	RED
};

BEGIN
{
	exit(0);
}

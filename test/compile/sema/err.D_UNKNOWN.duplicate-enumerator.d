/*
 * ASSERTION: an enumerator named twice in one enum cannot be added to it.
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

/*
 * ASSERTION: a translator whose output is not a struct.
 *
 * @@runtest-opts: -e
 */

translator int < int x > {
	a = x;
};

BEGIN
{
	exit(0);
}

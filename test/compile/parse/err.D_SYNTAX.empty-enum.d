/*
 * ASSERTION: an enum needs at least one enumerator.
 *
 * @@runtest-opts: -e
 */

enum none { };

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an enumerator name already used by another enum.
 *
 * @@runtest-opts: -e
 */

enum first { ALPHA, BETA };
enum second { GAMMA, ALPHA };

BEGIN
{
	exit(0);
}

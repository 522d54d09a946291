/*
 * ASSERTION: void is no associative array key type.
 *
 * @@runtest-opts: -e
 */

string names[int, void];

BEGIN
{
	exit(0);
}

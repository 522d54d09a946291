/*
 * ASSERTION: an action is no value, so it cannot be an arm of ?:.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	pid > 1 ? exit(0) : exit(1);
}

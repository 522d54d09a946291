/*
 * ASSERTION: the arms of ?: must have compatible types (void and int here).
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = pid > 1 ? exit(0) : 1;
}

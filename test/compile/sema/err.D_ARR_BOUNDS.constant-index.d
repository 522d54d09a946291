/*
 * ASSERTION: a constant index past the end of a D array is refused.
 *
 * @@runtest-opts: -e
 */

int counts[3];

BEGIN
{
	counts[3] = 1;
}

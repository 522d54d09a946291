/*
 * ASSERTION: an unmatched ')' is reported as extra in the input.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = (1 + 2));
}

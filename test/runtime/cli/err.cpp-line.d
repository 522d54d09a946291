/*
 * ASSERTION: with -C an error names the line of the script itself.
 *
 * @@runtest-opts: -q -C
 */

#define NOTHING

BEGIN
{
	/*
	 *
	 *
	 *
	 *
	 *
	 *
	 *
	 *
	 */
	trace(nosuchvariable);
}

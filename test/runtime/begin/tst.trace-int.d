/*
 * ASSERTION: trace() of an int prints it right-aligned in 10 columns.
 */

BEGIN
{
	trace(42);
	exit(0);
}

/*
 * ASSERTION: trace() of a string in BEGIN prints the probe column and the
 * string left-aligned in 33 columns; exit(0) ends tracing.
 */

BEGIN
{
	trace("hello, world");
	exit(0);
}

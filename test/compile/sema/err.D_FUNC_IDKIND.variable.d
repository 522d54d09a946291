/*
 * ASSERTION: a variable cannot be called: the error names its kind, as
 * DTrace's does.
 */

int hits;

BEGIN
{
	hits();
}

/*
 * ASSERTION: a built-in string variable may be indexed like any string
 * (execname[0] is its first character), not taken for an associative
 * array of that name.
 */
#pragma D option quiet

BEGIN
{
	printf("%c %c %c %d\n", execname[0], probeprov[0], probename[4],
	    probefunc[0]);
	exit(0);
}

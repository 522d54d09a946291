/*
 * ASSERTION: with rawbytes, trace() of a string prints the hex dump of
 * its strsize bytes and NUL; integers still print as numbers.
 */
#pragma D option quiet
#pragma D option rawbytes
#pragma D option strsize=10

BEGIN
{
	trace("hello");
	trace(strjoin("0123", "456789abc"));
	trace(42);
	exit(0);
}

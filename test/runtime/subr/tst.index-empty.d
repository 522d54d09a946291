/*
 * ASSERTION: the empty string is found at the start (index) or at the end
 * (rindex) of any string, the empty one included.  (Values from DTrace's
 * own test.)
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", index("foobar", ""), rindex("foobar", ""), index("", ""),
	    rindex("", ""), index("foo", ""), rindex("foo", ""));
	exit(0);
}

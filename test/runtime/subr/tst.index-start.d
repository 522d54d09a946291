/*
 * ASSERTION: index(s, t, start) searches from start on (a negative start
 * is 0); rindex(s, t, start) from start back (a negative start finds
 * nothing); for the empty string the start is clamped to the string.
 * (Values from DTrace's own test.)
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", index("foofoofoo", "foo", -1),
	    rindex("foofoofoo", "foo", -1), index("foofoofoo", "foo", 4),
	    rindex("foofoofoo", "foo", 4), index("foofoofoo", "foo", 400),
	    rindex("foofoofoo", "foo", 400));
	printf("%d %d %d %d %d %d\n", index("foobar", "", 7), rindex("foobar", "", -1),
	    index("foobar", "", 3), rindex("foobar", "", 400), index("foobar", "foobar", 3),
	    rindex("foobar", "foobar", 3));
	exit(0);
}

/*
 * ASSERTION: index() finds the first occurrence of a substring, rindex()
 * the last; -1 when there is none.  (Values from DTrace's own test.)
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d\n", index("foobarbaz", "barbaz"),
	    rindex("foobarbaz", "barbaz"), index("foofoofoo", "foo"),
	    rindex("foofoofoo", "foo"), index("boofoofoo", "foo"), rindex("boofoofoo", "foo"));
	printf("%d %d %d %d\n", index("foobarbaz", "barbazzy"), rindex("foobarbaz", "barbazzy"),
	    index("", "foobar"), rindex("", "foobar"));
	exit(0);
}

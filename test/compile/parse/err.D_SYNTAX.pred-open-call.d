/*
 * ASSERTION: a call left open in a predicate is reported on the line where
 * the lookahead past the closing slash ends, as DTrace does.
 *
 * @@runtest-opts: -e
 */

BEGIN
/strlen(execname/
{
	exit(0);
}

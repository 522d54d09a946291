/*
 * ASSERTION: args[] belongs to a probe clause; an inline's value, defined
 * outside any clause, has no probe to take arguments from.
 *
 * @@runtest-opts: -e
 */

inline int first = args[0];

BEGIN
{
	exit(0);
}

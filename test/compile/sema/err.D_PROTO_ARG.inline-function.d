/*
 * ASSERTION: an inline's argument must suit its parameter's type: a string
 * is no int.
 *
 * @@runtest-opts: -e
 */

inline int twice[int x] = x * 2;

BEGIN
{
	trace(twice["two"]);
}

/*
 * ASSERTION: comparing a value of a kernel enum type with a name that is
 * both one of that enum's tags and a global variable is ambiguous.  (A D
 * enum's tags are global identifiers themselves, so a variable cannot
 * share their names at all.)
 *
 * @@runtest-opts: -e
 */

int TT_NATIVE;

BEGIN
{
	trace((enum timespec_type)1 == TT_NATIVE);
}

/*
 * ASSERTION: an enumerator takes an integer constant, not a variable.
 * The error is reported on the line of the token after the enumerator.
 *
 * @@runtest-opts: -e
 */

enum colour {
	RED = 1,
	GREEN = timestamp
};

BEGIN
{
	exit(0);
}

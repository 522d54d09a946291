/*
 * ASSERTION: an unknown option in a #pragma D option line is "Invalid
 * option name", on the pragma's line.
 *
 * @@runtest-opts: -e
 */

#pragma D option no_such_option

BEGIN
{
	exit(0);
}

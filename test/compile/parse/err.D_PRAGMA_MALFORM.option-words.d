/*
 * ASSERTION: #pragma D option takes a single option=value word; a value
 * written as an expression is several words, which DTrace refuses.
 *
 * @@runtest-opts: -e
 */

#pragma D option quiet
#pragma D option bufsize=4 * 1024

BEGIN
{
	exit(0);
}

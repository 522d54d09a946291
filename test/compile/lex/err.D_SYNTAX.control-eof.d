/*
 * ASSERTION: a control line needs its newline.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	exit(0);
}
#pragma D option quiet
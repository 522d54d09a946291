/*
 * ASSERTION: a #pragma D option the options refuse fails the compile on
 * the pragma's line, naming the option and the value, with the reason.
 *
 * @@runtest-opts: -e
 */
#pragma D option quiet
#pragma D option bufsize=lots

BEGIN
{
	exit(0);
}

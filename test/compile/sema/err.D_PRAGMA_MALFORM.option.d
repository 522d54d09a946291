/*
 * ASSERTION: #pragma D option needs an option.
 *
 * @@runtest-opts: -e
 */

#pragma D option
BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an unknown #pragma D directive is an error.
 *
 * @@runtest-opts: -e
 */

#pragma D nosuchthing
BEGIN
{
	exit(0);
}

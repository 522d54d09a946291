/*
 * ASSERTION: a comment left open at end of file is an error.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	exit(0);
}
/* never closed

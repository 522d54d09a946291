/*
 * ASSERTION: a declaration names one storage class at most; a variable is
 * either thread-local or clause-local, not both.
 *
 * @@runtest-opts: -e
 */

this self int depth;

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an array needs a dimension or a tuple signature.
 *
 * @@runtest-opts: -e
 */

long counts[];

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: an unknown control directive is an error.
 *
 * @@runtest-opts: -e
 */

#nosuchdirective
BEGIN
{
	exit(0);
}

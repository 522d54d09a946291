/*
 * ASSERTION: an opening comment marker inside a comment is an error.
 *
 * @@runtest-opts: -e
 */

/* outer /* inner */
BEGIN
{
	exit(0);
}

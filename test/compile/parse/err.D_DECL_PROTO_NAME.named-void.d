/*
 * ASSERTION: a void parameter list has no parameter name.
 *
 * @@runtest-opts: -e
 */

extern int getcount(void none);

BEGIN
{
	exit(0);
}

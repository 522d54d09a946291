/*
 * ASSERTION: typedef is a declaration of the program, not of a clause.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	typedef long count_t;
	exit(0);
}

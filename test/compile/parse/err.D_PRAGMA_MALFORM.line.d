/*
 * ASSERTION: #line needs a line number.
 *
 * @@runtest-opts: -e
 */

#line abc
BEGIN
{
	exit(0);
}

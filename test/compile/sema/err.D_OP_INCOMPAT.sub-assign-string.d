/*
 * ASSERTION: -= takes no string operand; the message names -=.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	s = execname;
	s -= 1;
}

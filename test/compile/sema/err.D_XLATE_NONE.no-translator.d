/*
 * ASSERTION: xlate to a struct no translator produces.
 *
 * @@runtest-opts: -e
 */

struct s { int a; };

BEGIN
{
	trace(xlate <struct s *> (curthread)->a);
}

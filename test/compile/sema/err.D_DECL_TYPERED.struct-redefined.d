/*
 * ASSERTION: a struct defined twice.
 *
 * @@runtest-opts: -e
 */

struct s { int a; };
struct s { int b; };

BEGIN
{
	exit(0);
}

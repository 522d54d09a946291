/*
 * ASSERTION: a translator member's expression must suit the member's type:
 * an integer does not define a pointer member.
 *
 * @@runtest-opts: -e
 */

struct src { int a; };
struct dst { int *ptr; };

translator struct dst < struct src *p >
{
	ptr = p->a;
};

BEGIN
{
	exit(0);
}

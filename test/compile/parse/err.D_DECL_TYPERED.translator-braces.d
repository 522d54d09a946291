/*
 * ASSERTION: a translator written with its input in braces instead of
 * angle brackets reads as a second body for the output struct, refused
 * at its '{' as DTrace does.
 *
 * @@runtest-opts: -e
 */

struct in { int a; };
struct out { int b; };

translator struct out
{
	struct in *p
}
{
	b = p->a;
};

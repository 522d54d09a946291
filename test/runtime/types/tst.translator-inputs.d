/*
 * ASSERTION: several translators may produce one output type from
 * different input types; xlate picks the one whose input type is the
 * value's, as a whole value, through -> and through a member.
 */
#pragma D option quiet

struct in_a { int x; };
struct in_b { int y; int z; };
struct out { int v; string from; };

translator struct out < struct in_a *a > { v = a->x; from = "a"; };
translator struct out < struct in_b *b > { v = b->y + b->z; from = "b"; };

struct in_a ia;
struct in_b ib;

BEGIN
{
	ia.x = 5;
	ib.y = 20;
	ib.z = 22;
	printf("%d %s\n", xlate<struct out *>(&ia)->v, xlate<struct out *>(&ia)->from);
	printf("%d %s\n", xlate<struct out *>(&ib)->v, xlate<struct out *>(&ib)->from);
	printf("%d %s\n", xlate<struct out>(&ib).v, xlate<struct out>(&ia).from);
	exit(0);
}

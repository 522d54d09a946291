/*
 * ASSERTION: a translated pointer compares as the pointer it translates:
 * with NULL (a NULL input is a NULL translated pointer) and with 0, as
 * `args[5] == NULL` on ip:::send asks whether there is an IPv6 header.
 */
#pragma D option quiet

struct in_a { int x; };
struct out { int v; };

translator struct out < struct in_a *a > { v = a->x; };

struct in_a ia;
struct in_a *np;

BEGIN
{
	ia.x = 3;
	printf("%d %d %d %d\n", xlate<struct out *>(np) == NULL, xlate<struct out *>(&ia) != 0,
	    curpsinfo != NULL, xlate<struct out *>(&ia)->v);
	exit(0);
}

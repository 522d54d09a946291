/*
 * A D variable made by its first assignment (g = 0 makes an int) holds the
 * whole 64-bit value later assigned to it, as DTrace's variables do: the
 * bits an int cannot hold are only dropped when the value is cast, stored
 * into memory of that type (a struct member, an array element, a variable
 * declared `int`) or recorded (printf's %d of an int prints 32 bits).
 * Globals, clause-locals, thread-locals and associative arrays alike.
 */
#pragma D option quiet

int declared;
int arr[2];
struct pair { int lo; int hi; } p;

BEGIN
{
	g = 0;
	g = 3000000000 * 2;
	this->l = 0;
	this->l = g + 1;
	self->t = 0;
	self->t = g + 2;
	a["k"] = 0;
	a["k"] = g + 3;
	arr[0] = g;
	p.lo = g;
	declared = g;

	printf("%d %d %d %d\n", g, this->l, self->t, a["k"]);
	printf("%s %s %s %s\n", g > 0 ? "wide" : "narrow",
	    this->l == 6000000001 ? "wide" : "narrow",
	    self->t == 6000000002 ? "wide" : "narrow",
	    a["k"] == 6000000003 ? "wide" : "narrow");
	printf("%d %d %d %d %d\n", (long)g, (int)g, arr[0], p.lo, (long)declared);
	printf("%d\n", (long)(g / 2));
	g++;
	printf("%d %d\n", g, (long)g);
	exit(0);
}

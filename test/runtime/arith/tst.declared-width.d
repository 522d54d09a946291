/*
 * A variable declared with a narrow type is stored at that width, and reads
 * back sign- or zero-extended by its type, for globals, this->, self-> and
 * associative arrays: a signed char assigned 0xfe is -2 in every later
 * expression; an unsigned short assigned -2 is 65534.
 */
#pragma D option quiet

signed char c;
unsigned short s;
self signed char tc;
this unsigned short ls;
int x[string];

BEGIN
{
	c = 0xfe;
	s = -2;
	self->tc = 0x1ff;
	this->ls = 0x12345;
	x["a"] = 0x100000002;
	printf("%d %d %d %d %d\n", c, s, self->tc, this->ls, x["a"]);
	printf("%d %d %d %d %d\n", c == -2, s == 65534, self->tc == -1, this->ls == 0x2345,
	    x["a"] == 2);
	exit(0);
}

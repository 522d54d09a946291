/*
 * ASSERTION: structs declared in D: members of every width, bit-fields,
 * nested structs and arrays, unions, sizeof and offsetof by the layout
 * DTrace gives D structs (no padding after the last member).
 *
 * @@runtest-opts: -q
 */

struct inner {
	short s;
	int arr[3];
};

struct outer {
	char c;
	long l;
	unsigned int flag : 1;
	unsigned int mode : 3;
	int neg : 5;
	struct inner in;
	char name[8];
};

union u {
	char b[8];
	unsigned long long v;
	int i;
};

struct outer o;
union u un;

BEGIN
{
	o.c = 'A';
	o.l = -123456789012;
	o.flag = 1;
	o.mode = 6;
	o.neg = -9;
	o.in.s = -2;
	o.in.arr[0] = 10;
	o.in.arr[2] = 30;
	un.v = 0x0102030405060708;

	printf("%c %d %u %u %d\n", o.c, o.l, o.flag, o.mode, o.neg);
	printf("%d %d %d %d\n", o.in.s, o.in.arr[0], o.in.arr[1], o.in.arr[2]);
	printf("sizeof %d %d %d\n", sizeof (struct inner), sizeof (struct outer), sizeof (union u));
	printf("offsetof %d %d %d\n", offsetof(struct outer, l), offsetof(struct outer, in),
	    offsetof(struct outer, name));
	printf("union %x %d\n", un.i, un.b[0]);
	exit(0);
}

/*
 * ASSERTION: a D program may declare pointers to functions, as C writes
 * them: in a typedef, as a struct member (as kernel structs copied into a
 * script have them) or as a variable.  They are pointer-sized, take casts
 * to and from integers and compare with integers.
 *
 * @@runtest-opts: -q
 */

typedef int (*handler_t)(int);

struct ops {
	int (*open)(void *);
	long (*read)(int, char *, ...);
	int flags;
};

struct ops o;
handler_t h;
void (*cb)(void);

BEGIN
{
	o.read = (long (*)(int, char *, ...))0x2000;
	o.flags = 3;
	h = (handler_t)0x10;
	cb = (void (*)(void))h;
	printf("sizes %d %d %d\n", sizeof (handler_t), sizeof (o.open), sizeof (cb));
	printf("offsets %d %d %d\n", offsetof(struct ops, open), offsetof(struct ops, read),
	    offsetof(struct ops, flags));
	printf("values %x %x %x %d\n", (uint64_t)o.read, (uint64_t)h, (uint64_t)cb, o.open == 0);
	exit(0);
}

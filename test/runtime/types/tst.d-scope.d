/*
 * ASSERTION: the D` scope names the types the program defines: structs,
 * unions and typedefs, in casts, sizeof and offsetof.
 *
 * @@runtest-opts: -q
 */

struct pair {
	int first;
	long second;
};

typedef union {
	char c;
	long l;
} either_t;

BEGIN
{
	printf("%d %d %d\n", sizeof (struct D`pair), offsetof(struct D`pair, second),
	    sizeof (D`either_t));
	exit(0);
}

/*
 * ASSERTION: an inline with parameters (name[T1 p1, ...] = expression) is
 * used as name[a1, ...]: each use evaluates the expression with the
 * arguments, converted to the parameters' types, in place of the
 * parameters; the result is converted to the inline's type.
 */
#pragma D option quiet

inline uint8_t low[int64_t x] = x;
inline int scaled[int x, int by] = x * by;
inline string label[string s, int n] = n > 1 ? strjoin(s, "s") : s;

BEGIN
{
	v = 3;
	printf("%d %d %d\n", low[0x1234], scaled[v, 7], scaled[scaled[2, 3], v + 1]);
	printf("%s %s %d\n", label["probe", v], label["clause", 1],
	    strlen(label[execname, 2]) == strlen(execname) + 1);
	exit(0);
}

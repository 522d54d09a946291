/*
 * ASSERTION: the statement-level checks of printf(), printa() and trace()
 * accept what DTrace accepts: dynamic widths and precisions, %% between
 * conversions, printa() of several aggregations whose integer keys differ
 * in size, a printa() format using fewer keys than it has, and a char
 * array traced as a string.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	@a[(int)1, "x"] = sum(5);
	@b[(uint64_t)1, "x"] = sum(7);
	@c[(short)3] = count();
	printf("[%*d] [%-*.*s] 100%% [%.*d]\n", 5, 42, 6, 3, "abcdef", 4, 7);
	printa("%d %s %@d %@d\n", @a, @b);
	printa("%@d\n", @c);
	trace(curthread->comm);
	printf("\n%s\n", "tail");
	trunc(@a);
	trunc(@b);
	trunc(@c);
	exit(0);
}

/*
 * ASSERTION: jstack() is ustack() with Java frames named: for a native
 * program it records and prints the same frames, as an action and as an
 * aggregation key (printa()'s %k prints its frames flush left, as DTrace
 * does).
 *
 * @@trigger: pid-funcs 1
 * @@runtest-opts: -q
 */
pid$target:a.out:outer:4
{
	jstack(2);
	@[jstack(1, 64)] = count();
}

END
{
	printa("%k%@u\n", @);
}

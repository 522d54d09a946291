/*
 * ASSERTION: ustack(n) records at most n frames.
 *
 * @@trigger: pid-funcs 1
 * @@runtest-opts: -q
 */
pid$target:a.out:outer:4
{
	ustack(1);
}

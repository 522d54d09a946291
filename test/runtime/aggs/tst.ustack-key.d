/*
 * ASSERTION: ustack() as an aggregation key: equal stacks are one entry;
 * at exit the stack prints after a blank line, one frame a line indented
 * by stackindent (14), then the value as " %16lld"; a second key beside
 * it (ufunc()) prints as "  %-50s".
 *
 * @@trigger: pid-funcs 2
 * @@runtest-opts: -q
 */
pid$target:a.out:outer:entry
{
	@u[ustack(2)] = count();
	@f[ufunc(uregs[R_PC]), ustack(1)] = sum(5);
}

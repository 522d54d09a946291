/*
 * ASSERTION: a pid probe on an indirect function (glibc's strlen, whose
 * symbol is the resolver the loader calls once) is placed on the
 * implementation the resolver picked in that process, so it fires for
 * every call, under the name the description gives; its return probe sees
 * the result.
 *
 * @@trigger: pid-ifunc
 * @@runtest-opts: -q
 */

pid$target:libc.so.6:strlen:entry
{
	@calls[probefunc] = count();
}

pid$target:libc.so.6:strlen:return
{
	@len[arg1] = count();
}

END
{
	printa("%s %@d\n", @calls);
	printa("returned %d: %@d\n", @len);
}

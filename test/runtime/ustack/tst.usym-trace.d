/*
 * ASSERTION: trace() of usym(), ufunc(), uaddr() and umod() prints the
 * address's module`function (usym and ufunc drop the offset), its
 * module`function+0xoff, and its module, each "  %-50s" as DTrace does,
 * named in the process that fired the probe.
 *
 * @@trigger: pid-addrs 2
 * @@runtest-opts: -q
 */
pid$target:a.out:take:entry
{
	trace(usym(arg0));
	trace(ufunc(arg1));
	trace(uaddr(arg1));
	trace(umod(arg0));
	trace(umod(arg2));
	printf("\n");
}

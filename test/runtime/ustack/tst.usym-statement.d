/*
 * ASSERTION: usym(), ufunc(), uaddr() and umod() are actions: written as
 * statements of their own they record the address and print it by name in
 * the process that fired the probe, "  %-50s" each, as trace() of their
 * value does.
 *
 * @@trigger: pid-addrs 2
 * @@runtest-opts: -q
 */
pid$target:a.out:take:entry
{
	usym(arg0);
	ufunc(arg1);
	uaddr(arg1);
	umod(arg0);
	umod(arg2);
	printf("\n");
}

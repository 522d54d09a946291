/*
 * ASSERTION: usym()/ufunc() and umod() aggregation keys print as names and
 * like keys consolidate (every address in outer is one row); uaddr() keys
 * keep one row per address.
 *
 * @@trigger: pid-addrs 3
 * @@runtest-opts: -q
 */
pid$target:a.out:take:entry
{
	@f[ufunc(arg1)] = count();
	@s[usym(arg0), umod(arg2)] = sum(2);
	@a[uaddr(arg1)] = count();
}

END
{
	printa(@f);
	printa(@s);
	printa(@a);
}

/*
 * ASSERTION: a function named by another of its names (an alias of the
 * same body) gives the probe of its preferred name: __libc_malloc and
 * malloc are one function in the C library, so the probe is shown as
 * malloc.  The trigger mallocs 64, 128 and 192 bytes.
 *
 * @@trigger: pid-funcs 3
 * @@runtest-opts: -q
 */
pid$target:libc.so.6:__libc_malloc:entry
/arg0 % 64 == 0 && arg0 <= 192/
{
	@calls[probefunc] = count();
}

END
{
	printa("%s %@d\n", @calls);
}

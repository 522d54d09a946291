/*
 * ASSERTION: a module named without its version suffix names the library
 * it is the stem of, up to a dot: "libc" and "libc.so" both name
 * libc.so.6, and probemod is the library's real name.
 *
 * @@trigger: pid-funcs 2
 * @@runtest-opts: -q
 */
pid$target:libc:malloc:entry
/arg0 == 64/
{
	printf("libc    -> %s:%s %d\n", probemod, probefunc, arg0);
}

pid$target:libc.so:malloc:entry
/arg0 == 128/
{
	printf("libc.so -> %s:%s %d\n", probemod, probefunc, arg0);
}

/*
 * ASSERTION: module and function may be globs: pid$target:libc.so.6:mall*
 * matches malloc in the C library, which the trigger calls with 64 * i.
 *
 * @@trigger: pid-funcs 2
 * @@runtest-opts: -q
 */
pid$target:libc.so*:mall*:entry
/probefunc == "malloc" && (arg0 == 64 || arg0 == 128)/
{
	printf("%s:%s %d\n", probemod, probefunc, arg0);
}

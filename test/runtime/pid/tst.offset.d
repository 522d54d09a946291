/*
 * ASSERTION: pid$target:a.out:FUNC:OFFSET (hex) fires at that offset into
 * the function, once per call, after the entry probe; probename is the
 * offset in hex.
 *
 * @@trigger: pid-funcs 3
 * @@runtest-opts: -q
 */
pid$target:a.out:outer:4
{
	printf("%s:%s:%s\n", probemod, probefunc, probename);
}

pid$target:a.out:outer:entry
{
	printf("%s:%s:%s\n", probemod, probefunc, probename);
}

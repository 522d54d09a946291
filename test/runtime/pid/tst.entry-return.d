/*
 * ASSERTION: pid$target:a.out:FUNC:entry fires on each call with the
 * arguments in arg0..; :return fires with arg0 = 0 and the return value in
 * arg1; probemod is the executable's name, probefunc and probename the
 * function and the probe.
 *
 * @@trigger: pid-funcs 2
 * @@runtest-opts: -q
 */
pid$target:a.out:inner:entry
{
	printf("%s:%s:%s %d %d %d\n", probemod, probefunc, probename, arg0, arg1, arg2);
}

pid$target:a.out:inner:return,
pid$target:a.out:outer:return
{
	printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1);
}

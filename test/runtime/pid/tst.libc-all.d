/*
 * ASSERTION: every function of the C library can be traced at once, entry
 * and return (thousands of probes: on kernels with uprobe_multi links they
 * share one program per object and kind); probefunc, arg0 and the return
 * value still name each firing's own function.  The trigger mallocs 64,
 * 128 and 192 bytes and frees them.
 *
 * @@trigger: pid-funcs 3
 * @@runtest-opts: -q
 */
pid$target:libc.so.6::entry
/probefunc == "malloc" && arg0 % 64 == 0 && arg0 <= 192/
{
	self->size = arg0;
	@calls[probefunc] = count();
}

pid$target:libc.so.6::return
/probefunc == "malloc" && self->size/
{
	printf("malloc(%d) returned %s\n", self->size, arg1 != 0 ? "memory" : "NULL");
	self->size = 0;
}

pid$target:libc.so.6:free:entry
/arg0 != 0/
{
	@calls[probefunc] = count();
}

END
{
	printa("%s %@d\n", @calls);
}

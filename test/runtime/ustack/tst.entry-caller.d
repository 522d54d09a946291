/*
 * ASSERTION: at a pid entry probe, ucaller and ustack() name the caller
 * even of a function that does not begin by pushing %rbp (the C
 * library's malloc): at the first instruction the caller's frame is not
 * on the frame-pointer chain yet, so its return address is read from the
 * top of the stack, as DTrace reads it.  main calls malloc(64 * i).
 *
 * @@trigger: pid-funcs 2
 * @@runtest-opts: -q
 */
pid$target::malloc:entry
/arg0 == 64 || arg0 == 128/
{
	@[ufunc(ucaller)] = count();
	ustack(2);
}

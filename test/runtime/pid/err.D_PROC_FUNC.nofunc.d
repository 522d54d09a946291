/*
 * ASSERTION: a function missing from the named module is D_PROC_FUNC, in
 * dt_pid.c's words.
 *
 * @@trigger: pid-funcs
 */
pid$target:a.out:no_such_function:entry
{
}

/*
 * ASSERTION: an offset past the end of the function is D_PROC_OFF.
 *
 * @@trigger: pid-funcs
 */
pid$target:a.out:outer:10000
{
}

/*
 * ASSERTION: with function "-" the probe name is one address: a glob
 * there is D_PROC_NAME.
 *
 * @@trigger: pid-funcs
 */
pid$target:a.out:-:40*
{
}

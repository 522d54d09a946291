/*
 * ASSERTION: a probe name that is neither entry, return nor a hex offset
 * is D_PROC_NAME.
 *
 * @@trigger: pid-funcs
 */
pid$target:a.out:outer:bogus
{
}

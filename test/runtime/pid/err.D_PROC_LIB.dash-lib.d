/*
 * ASSERTION: function "-" (an absolute address as the probe name) is
 * only valid in the executable: naming a library is D_PROC_LIB.
 *
 * @@trigger: pid-funcs
 */
pid$target:libc.so.6:-:1000
{
}

/*
 * ASSERTION: an offset inside an instruction (outer begins with a 1-byte
 * push and a 3-byte mov, or a 4-byte endbr64) is D_PROC_ALIGN.
 *
 * @@trigger: pid-funcs
 */
pid$target:a.out:outer:2
{
}

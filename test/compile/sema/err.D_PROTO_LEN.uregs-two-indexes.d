/*
 * ASSERTION: uregs[] takes exactly one index.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(uregs[R_PC, R_SP]);
}

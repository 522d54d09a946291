/*
 * ASSERTION: a constant uregs[] index past the last register (R_GS) names
 * no register and is refused when compiling, not when the probe fires.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(uregs[R_GS + 1]);
}

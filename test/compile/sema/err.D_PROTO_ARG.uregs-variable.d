/*
 * ASSERTION: the index of uregs[] is an integer constant (an R_* name);
 * a variable holding a register number does not match its prototype.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	r = R_SP;
	trace(uregs[r]);
}

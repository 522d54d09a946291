/*
 * ASSERTION: a negative constant index of uregs[] names no register and
 * is refused when compiling.
 */

BEGIN
{
	trace(uregs[-1]);
}

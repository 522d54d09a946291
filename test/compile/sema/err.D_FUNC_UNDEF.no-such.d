/*
 * ASSERTION: calling a name that no function has is an undefined function
 * name (D_FUNC_UNDEF).
 */

BEGIN
{
	no_such_function(1);
}

/*
 * ASSERTION: reading a clause-local variable that no statement before it
 * declared or assigned is D_VAR_UNDEF, as DTrace tags it.
 */

BEGIN
{
	this->set = 1;
	trace(this->unset);
}

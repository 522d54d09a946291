/*
 * ASSERTION: substr( ) takes two or three arguments.
 */
BEGIN
{
	trace(substr("abc"));
}

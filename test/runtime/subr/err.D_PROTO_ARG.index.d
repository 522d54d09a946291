/*
 * ASSERTION: index( ) wants a string to search for.
 */
BEGIN
{
	trace(index("abc", 1));
}

/*
 * ASSERTION: strchr( ) wants a character, not a string.
 */
BEGIN
{
	trace(strchr("abc", "b"));
}

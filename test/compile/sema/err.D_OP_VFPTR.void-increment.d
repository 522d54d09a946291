/*
 * ASSERTION: ++ and -- step a pointer by the size of what it points to: a
 * void pointer has none.
 */

void *cursor;

BEGIN
{
	cursor++;
}

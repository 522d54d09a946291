/*
 * ASSERTION: ustack() takes at most two arguments.
 */
BEGIN
{
	ustack(1, 2, 3);
}

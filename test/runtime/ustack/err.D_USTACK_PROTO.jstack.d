/*
 * ASSERTION: jstack() follows ustack()'s prototype and names itself in
 * the message.
 */
BEGIN
{
	jstack(4, 100, 1);
}

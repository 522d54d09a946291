/*
 * ASSERTION: link_ntop()'s hardware type is an integer.
 */
BEGIN
{
	trace(link_ntop("ether", alloca(6)));
}

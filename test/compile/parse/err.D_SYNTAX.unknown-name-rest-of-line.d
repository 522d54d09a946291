/*
 * ASSERTION: a syntax error at a name DTrace's lexer does not know quotes
 * the rest of the line from that name (the lexer read past it).
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = xlate<no_such_t *>(curthread)->pid;	/* a comment */
}

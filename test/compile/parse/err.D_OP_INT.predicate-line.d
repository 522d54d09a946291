/*
 * ASSERTION: an operator that ends a predicate is reported on the line of
 * the '{' after it: to see that the slash closes the predicate, DTrace's
 * lexer reads on to the next non-blank character before the operator's
 * node is made.
 *
 * @@runtest-opts: -e
 */

BEGIN
/"x" & 1/

{
	exit(0);
}

/*
 * ASSERTION: DTrace reports an operator where its parser built the node:
 * after it has read the token that follows the right operand, here the
 * ';' three lines below the operator.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = "abc" -
	    1
	    ;
}

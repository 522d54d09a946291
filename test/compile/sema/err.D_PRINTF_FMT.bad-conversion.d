/*
 * ASSERTION: printf( ) nested in an expression still has its format parsed.
 *
 * @@runtest-opts: -e
 *
 * NOTE: pins our current output.  DTrace checks formats only where printf( )
 * is an action (a statement; see err.D_SYNTAX.printf-undefined-conv.d); nested,
 * it is a void function and this would fail on the void value instead.
 */

BEGIN
{
	trace(printf("%Q\n", 1));
}

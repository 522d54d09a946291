/*
 * ASSERTION: a divisor that folds to zero is caught at compile time.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	trace(100 % (3 * 2 - 6));
}

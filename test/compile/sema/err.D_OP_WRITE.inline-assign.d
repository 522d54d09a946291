/*
 * ASSERTION: an inline names an expression, not a variable: it cannot be
 * assigned.
 *
 * @@runtest-opts: -e
 */

inline int LIMIT = 10;

BEGIN
{
	LIMIT = 20;
}

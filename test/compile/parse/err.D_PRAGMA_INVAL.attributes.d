/*
 * ASSERTION: the attributes of #pragma D attributes must be stability
 * and class names; the check comes as the line is read, before any later
 * syntax error.
 *
 * @@runtest-opts: -e
 */

inline int limit = 10;
#pragma D attributes Sturdy/Stable/Common limit

BEGIN
{
	exit(0)

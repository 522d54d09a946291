/*
 * ASSERTION: #pragma D attributes takes the attributes and an identifier.
 *
 * @@runtest-opts: -e
 */

inline int limit = 10;
#pragma D attributes Evolving/Evolving/Common

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: #pragma D attributes must name something the program has
 * already defined; a name it has not seen (here the ';' is part of the
 * word) leaves the pragma unused.
 *
 * @@runtest-opts: -e
 */

inline int limit = 10;
#pragma D attributes Evolving/Evolving/Common limit
#pragma D attributes Evolving/Evolving/Common limit;

BEGIN
{
	exit(0);
}

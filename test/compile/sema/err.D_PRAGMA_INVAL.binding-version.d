/*
 * ASSERTION: #pragma D binding names a D version: a string that is no
 * version is an invalid pragma.
 */

#pragma D binding "one" answer

inline int answer = 42;

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: #pragma D attributes cannot change a built-in variable.
 *
 * @@runtest-opts: -e
 */

#pragma D attributes Stable/Stable/Common timestamp

BEGIN
{
	exit(0);
}

/*
 * ASSERTION: with -x amin, every clause's attributes (the least of its
 * probe descriptions' and of what its statements use) must reach the
 * minimum in each part.  The tcp clause does (tcp's names and arguments
 * are Evolving/Evolving/ISA); BEGIN is Unstable, so its clause is refused,
 * named by its closing brace.
 */

#pragma D option amin=evolving/Evolving/ISA

tcp:::state-change
{
	trace(args[3]->tcps_state);
}

BEGIN
{
	exit(0);
}

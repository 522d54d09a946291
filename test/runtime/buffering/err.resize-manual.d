/*
 * ASSERTION: with bufresize=manual a buffer size larger than we allocate
 * is not lowered: enabling fails.
 */
#pragma D option bufresize=manual
#pragma D option bufsize=1t

BEGIN
{
	exit(0);
}

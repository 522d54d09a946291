/*
 * ASSERTION: a program that depends on a provider with no probes here is
 * refused.
 */

#pragma D depends_on provider nosuchprovider

BEGIN
{
	exit(0);
}

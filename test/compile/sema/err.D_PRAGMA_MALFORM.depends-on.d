/*
 * ASSERTION: depends_on needs a class and a name.
 */

#pragma D depends_on provider

BEGIN
{
	exit(0);
}

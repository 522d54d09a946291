/*
 * ASSERTION: speculate( ) may not follow a data-recording action.
 */
#pragma D option quiet

BEGIN { s = speculation(); }

BEGIN
{
	printf("x");
	speculate(s);
}

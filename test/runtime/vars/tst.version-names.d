/*
 * ASSERTION: a program written for an older D version may use the names of
 * later built-ins for its own variables: strstr and index came in D 1.1,
 * ucaller in 1.2.  (With the newest version each is a redeclaration.)
 */

#pragma D option quiet
#pragma D option version=1.0

int strstr;
int index;
int ucaller;

BEGIN
{
	strstr = 1;
	index = 2;
	ucaller = 40;
	printf("%d\n", strstr + index + ucaller - 1);
	exit(0);
}

/*
 * ASSERTION: from D 1.1 on, strstr is a built-in function: a program that
 * asks for version 1.1 may not declare a variable of that name.
 */

#pragma D option version=1.1

int strstr;

BEGIN
{
	exit(0);
}

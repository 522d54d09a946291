/*
 * ASSERTION: toupper() and tolower() change only ASCII letters; lltostr()
 * writes a 64-bit integer in decimal, sign included.
 */
#pragma D option quiet

BEGIN
{
	printf("%s %s %s %s\n", toupper("abC1z-"), tolower("ABc@Z"), toupper(""), toupper(execname));
	printf("%s|%s|%s|%s\n", lltostr(0), lltostr(-123), lltostr(9223372036854775807),
	    lltostr(-9223372036854775807 - 1));
	exit(0);
}

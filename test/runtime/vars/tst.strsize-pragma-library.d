/*
 * ASSERTION: a program's strsize pragma also sizes the strings of the D
 * library's types (fileinfo_t has five string members), as -x strsize
 * does: the library is compiled with the program's strsize.
 */
#pragma D option strsize=1024
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof(string), sizeof(fileinfo_t) > 5 * 1024);
	exit(0);
}

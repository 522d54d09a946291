/*
 * ASSERTION: strsize counts characters: with strsize=6 a string keeps six
 * characters (its NUL is extra), whether it is a literal, a variable, the
 * result of a subroutine or a printf() argument.
 */
#pragma D option quiet
#pragma D option strsize=6

BEGIN
{
	s = "abcdefghij";
	printf("[%s] [%s] [%d]\n", s, "123456789", strlen(s));
	printf("[%s] [%s]\n", strjoin("abc", "defgh"), strjoin("ab", "cd"));
	printf("[%s] [%s]\n", substr("abcdef", 2), toupper("abcdefgh"));
	printf("[%s]\n", lltostr(12345678));
	exit(0);
}

/*
 * ASSERTION: strlen() counts to the NUL; strjoin() concatenates, with
 * string literals, variables and built-ins, and the result is a string
 * like any other (it compares, and it can be stored).
 */
#pragma D option quiet

BEGIN
{
	s = strjoin("foo", strjoin("-", "bar"));
	printf("%s %d %d %d\n", s, strlen(s), strlen(""), strlen(strjoin(s, s)));
	printf("%d %s\n", strjoin("dt", "race") == execname, strjoin("", ""));
	exit(0);
}

/*
 * ASSERTION: substr() of the empty string is empty; the index and length
 * may be variables, and the result is a string like any other.
 */
#pragma D option quiet

BEGIN
{
	i = -3;
	n = 2;
	t = substr("abcdef", i, n);
	printf("[%s][%s][%s][%s][%d]\n", substr("", 0), substr("", -1, 2), t,
	    substr(strjoin("ab", "cd"), 1), substr("abc", 1) == "bc");
	exit(0);
}

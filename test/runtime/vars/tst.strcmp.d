/*
 * ASSERTION: strings compare as strcmp() orders them, with every relational
 * operator, against literals, variables and built-ins.
 */
#pragma D option quiet

BEGIN
{
	s = "abc";
	printf("%d %d %d %d %d %d\n", s == "abc", s != "abc", s < "abd", s > "abb",
	    "" < s, s == execname);
	printf("%d %d %d\n", "abc" <= s, "ab" >= s, execname == "dtrace");
	exit(0);
}

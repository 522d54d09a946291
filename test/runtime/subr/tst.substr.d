/*
 * ASSERTION: substr(s, i[, n]) follows Perl's substr: a negative index
 * counts from the end (and, before the start, uses up the length), a
 * negative length leaves characters off the end, and whatever falls
 * outside the string is the empty string.  (Cases from DTrace's own test.)
 */
#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s][%s][%s][%s][%s][%s][%s][%s]\n", substr(s, 3), substr(s, 300),
	    substr(s, -10), substr(s, 0), substr(s, 1), substr(s, 11), substr(s, 12),
	    substr(s, 13));
	printf("[%s][%s][%s][%s][%s][%s][%s]\n", substr(s, 8, 20), substr(s, 4, 4),
	    substr(s, 5, 8), substr(s, 5, 9), substr(s, 400, 20), substr(s, 400, 0),
	    substr(s, 400, -1));
	printf("[%s][%s][%s][%s][%s][%s]\n", substr(s, 3, 0), substr(s, 3, -1),
	    substr(s, 3, -4), substr(s, 3, -20), substr(s, -10, -5), substr(s, 0, 400));
	printf("[%s][%s][%s][%s][%s][%s][%s][%s]\n", substr(s, -1, 400), substr(s, -1, 0),
	    substr(s, -1, -1), substr(s, -24, 24), substr(s, -24, 12), substr(s, -24, 13),
	    substr(s, -12, 12), substr(s, -12, 11));
	exit(0);
}

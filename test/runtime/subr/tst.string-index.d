/*
 * ASSERTION: s[i] on a string value is its i-th char (an integer), for
 * variables, string constants, and strings returned by subroutines.
 */
#pragma D option quiet

BEGIN
{
	word = "ardent";
	printf("%c %c %d\n", word[0], word[5], word[6]);
	printf("%c\n", "xyz"[1]);
	printf("%c\n", strjoin("lo", "w")[2]);
	printf("%s\n", (s = lltostr(4096))[0] == '4' ? "yes" : "no");
	exit(0);
}

/*
 * ASSERTION: a character constant is an int (sizeof 4), and character and
 * string constants decode their escapes as DTrace does: a multi-character
 * constant is an integer (first byte most significant), octal takes at most
 * three digits, \x any number of hex digits (the low byte is kept), and an
 * unknown escape keeps its backslash.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("%d %d %d\n", 'AB', '\101\0102', '\x4142');
	printf("%x %d %d\n", 'wxyz1234', sizeof('ab'), sizeof('a'));
	printf("[%s] [%s]\n", "a\qb\'c", "\x2a\x0041\?");
	exit(0);
}

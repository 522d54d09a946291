/*
 * ASSERTION: a macro argument whose text is neither a number nor an
 * identifier is a string: a path, a name with a dot, or text the user
 * enclosed in double quotes (which are removed, and whose escapes are
 * interpreted).  A number stays an integer.
 *
 * @@runtest-opts: -q
 * @@args: '"dtrace"' /bin/date soffice.bin 42 '"a\tb"'
 */

BEGIN
/execname == $1/
{
	printf("[%s] [%s] [%s] %d [%s]\n", $1, $2, $3, $4 + 1, $5);
	printf("%d %d\n", strlen($2), $3 == "soffice.bin");
	exit(0);
}

/*
 * ASSERTION: with -x argref, macro arguments the program does not
 * reference are allowed; $1 is used, $2 is not.
 *
 * @@runtest-opts: -q -x argref
 * @@args: 7 spare
 */

BEGIN
{
	printf("%d\n", $1);
	exit(0);
}

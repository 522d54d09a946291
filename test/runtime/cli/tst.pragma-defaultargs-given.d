/*
 * ASSERTION: with `#pragma D option defaultargs`, arguments that are
 * given keep their values; only the missing ones default.
 *
 * @@runtest-opts: -q
 * @@args: 2 disk
 */

#pragma D option defaultargs

BEGIN
{
	printf("%d [%s] %d [%s]\n", $1 ? $1 : 5, $$2, $3, $$4);
	exit(0);
}

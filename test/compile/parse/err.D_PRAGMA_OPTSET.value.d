/*
 * ASSERTION: with -x errtags, a #pragma D option that cannot be set is
 * tagged D_PRAGMA_OPTSET.
 *
 * @@runtest-opts: -e
 */

#pragma D option strsize=huge

BEGIN
{
	exit(0);
}

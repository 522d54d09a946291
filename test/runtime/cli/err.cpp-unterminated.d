/*
 * ASSERTION: with -C a preprocessor error is cpp's own message about the
 * script, read as /dev/stdin as DTrace has cpp read it, then DTrace's line.
 *
 * @@runtest-opts: -q -C
 */

#ifdef __SUNW_D
#define LIMIT 3

BEGIN
{
	exit(0);
}

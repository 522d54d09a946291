/*
 * ASSERTION: void is a parameter list only on its own.
 *
 * @@runtest-opts: -e
 */

extern int getcount(int, void);

BEGIN
{
	exit(0);
}

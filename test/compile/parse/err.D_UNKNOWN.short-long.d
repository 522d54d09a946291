/*
 * ASSERTION: short and long together name no type; DTrace spells the
 * attributes short first whatever their order.
 *
 * @@runtest-opts: -e
 */

long short int n;

BEGIN
{
	exit(0);
}

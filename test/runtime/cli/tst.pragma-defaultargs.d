/*
 * ASSERTION: `#pragma D option defaultargs` in the program itself lets the
 * rest of the program use macro arguments that were not given: $1 is 0
 * and $$2 is "", so the common `$1 ? $1 : default` idiom works.
 *
 * @@runtest-opts: -q
 */

#pragma D option defaultargs

BEGIN
{
	interval = $1 ? $1 : 5;
	printf("interval %d name [%s]\n", interval, $$2);
	exit(0);
}

/*
 * ASSERTION: tick-1s fires once a second on one CPU; a global counter
 * carries over between firings and the second firing exits.
 *
 * @@runtest-opts: -q
 * @@timeout: 15
 */

BEGIN
{
	n = 0;
}

tick-1s
{
	n++;
	printf("tick %d\n", n);
}

tick-1s
/n == 2/
{
	exit(0);
}

/*
 * ASSERTION: 200us, DTrace's fastest profile rate, is accepted, in any of
 * its spellings.
 *
 * @@runtest-opts: -q
 * @@timeout: 15
 */

tick-5000hz
{
	a++;
}

profile-200us
{
	b++;
}

tick-200000ns
{
	c++;
}

tick-1s
{
	printf("5000hz %s\n", a > 2 ? "fired" : "silent");
	printf("200us %s\n", b > 2 ? "fired" : "silent");
	printf("200000ns %s\n", c > 2 ? "fired" : "silent");
	exit(0);
}

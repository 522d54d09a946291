/*
 * ASSERTION: ++ and -- on an undeclared name create a global int64_t, as an
 * assignment would.  A clause's predicate may test a variable its own
 * actions create, and its actions may use one its predicate creates.
 */
#pragma D option quiet

tick-1ms
/up < 3/
{
	up++;
	--down;
}

tick-1ms
/k++ < 2/
{
	last = k;
}

tick-1ms
/up == 3/
{
	printf("up=%d down=%d size=%d k=%d last=%d\n", up, down, sizeof (up), k, last);
	exit(0);
}

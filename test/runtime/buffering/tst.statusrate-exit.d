/*
 * @@timeout: 20
 *
 * ASSERTION: exit() is noticed at a status check, and a set statusrate
 * spaces those checks: with statusrate=3sec an exit() one second in is
 * seen about two seconds later, so END fires well after it.
 */
#pragma D option statusrate=3sec
#pragma D option quiet

tick-1sec
{
	ts = timestamp;
	exit(0);
}

END
{
	printf("%s\n", timestamp - ts > 1000000000 ? "late" : "at once");
}

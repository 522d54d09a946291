/*
 * ASSERTION: profile and tick rates faster than 200us (5000hz) name no
 * probe, so a clause asking for one matches nothing.
 */

tick-150usec
{
	exit(0);
}

/*
 * ASSERTION: a destructive action that records nothing (chill()) may come
 * before speculate() in a clause: only data-recording actions may not.
 */
#pragma D option quiet
#pragma D option destructive

BEGIN { s = speculation(); }

BEGIN
{
	chill(1000);
	speculate(s);
	printf("speculated\n");
}

BEGIN { commit(s); }
BEGIN { exit(0); }

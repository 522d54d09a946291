/*
 * ASSERTION: a stackframes pragma sets the frames of the program's
 * stack() with no argument.
 */
#pragma D option quiet
#pragma D option stackframes=2

profile-997
/arg0 != 0/
{
	stack();
	printf("end\n");
	exit(0);
}

/*
 * ASSERTION: quietresize (on in test mode, as in Oracle's dtrace, and set
 * here as well) silences the report of a lowered buffer size; the size is
 * lowered all the same and tracing goes on.
 */
#pragma D option bufsize=1t
#pragma D option quietresize
#pragma D option quiet

BEGIN
{
	printf("traced\n");
	exit(0);
}

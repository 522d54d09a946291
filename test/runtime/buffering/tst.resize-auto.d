/*
 * ASSERTION: with bufresize=auto (the default) a buffer larger than we
 * allocate is halved until it fits, and each one lowered is reported
 * unless quietresize: 100t becomes 200m for the principal and aggregation
 * buffers and 400m for the speculative buffers.  (Test mode sets
 * quietresize, as Oracle's dtrace does, so this script turns it off.)
 */
#pragma D option quietresize=no
#pragma D option bufsize=100t
#pragma D option aggsize=100t
#pragma D option specsize=100t
#pragma D option quiet

BEGIN
{
	@n = count();
	printf("traced\n");
	exit(0);
}

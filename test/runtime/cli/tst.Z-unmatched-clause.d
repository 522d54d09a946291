/*
 * ASSERTION: with -Z a clause whose description matches no probe is left
 * out and the rest of the script runs.
 *
 * @@runtest-opts: -qZ
 */

nosuchprovider:::nosuchprobe
{
	printf("never\n");
}

BEGIN
{
	printf("ran\n");
	exit(0);
}

/*
 * ASSERTION: a probe description that matches nothing.
 *
 * @@runtest-opts: -e
 */

nosuchprovider:::nosuchprobe
{
	exit(0);
}

/*
 * ASSERTION: profile-99 fires (on every CPU) and exit() stops tracing.
 * Several CPUs may fire before tracing stops: tst.profile.r.p folds
 * repeated lines.
 *
 * @@runtest-opts: -q
 * @@timeout: 10
 */

profile-99
{
	printf("fired\n");
	exit(0);
}

/*
 * ASSERTION: proc:::exit fires once for the exiting process (its
 * thread-group leader) with args[0] the reason, CLD_EXITED (1) for a
 * normal exit whatever the status; lwp-exit fires for the thread first.
 *
 * @@trigger: exit-status 3
 * @@runtest-opts: -q
 */

proc:::exit
/pid == $target/
{
	printf("exit %d\n", args[0]);
}

proc:::lwp-exit
/pid == $target/
{
	printf("lwp-exit\n");
}

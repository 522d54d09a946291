/*
 * ASSERTION: proc:::exit's args[0] is CLD_KILLED (2) for a process
 * killed by a signal.
 *
 * @@trigger: exit-status kill
 * @@runtest-opts: -q
 */

proc:::exit
/pid == $target/
{
	printf("exit %d\n", args[0]);
}

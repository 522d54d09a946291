/*
 * ASSERTION: sdt arguments are the tracepoint record's fields after the
 * common_ ones (sched_process_exit: comm, pid, prio, group_dead); an
 * array field is its address, typed char * for char arrays.
 *
 * @@trigger: exit-status 3
 * @@runtest-opts: -q
 */

sdt:sched::sched_process_exit
/pid == $target/
{
	printf("%s %d %d %d\n", stringof(args[0]), args[1] == pid, args[2] > 0, args[3]);
}

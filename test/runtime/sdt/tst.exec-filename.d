/*
 * ASSERTION: a __data_loc string field (sched_process_exec's filename)
 * is the address of its string in the record.
 *
 * @@trigger: fork-exec
 * @@runtest-opts: -q
 */

sdt:sched::sched_process_exec
/ppid == $target/
{
	printf("%s %d\n", stringof(args[0]), args[1] == pid);
}

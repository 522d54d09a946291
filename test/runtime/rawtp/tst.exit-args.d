/*
 * ASSERTION: a raw tracepoint's arguments are arg0..argN untranslated, and
 * args[] is typed from BTF (btf_trace_sched_process_exit: struct
 * task_struct *, bool group_dead); arguments past the last are 0.
 *
 * @@trigger: exit-status 3
 * @@runtest-opts: -q
 */

rawtp:sched::sched_process_exit
/pid == $target/
{
	printf("%d %d %d\n", args[0]->pid == pid, args[1], arg2);
}

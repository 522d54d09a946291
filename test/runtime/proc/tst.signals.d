/*
 * ASSERTION: signal-send (arg0 and arg1 the target task, args[2] the
 * signal) fires for a signal that is queued, signal-discard for one the
 * target ignores, signal-handle (args[0] the signal, args[2] the handler)
 * when it is delivered to a handler.  Tasks are read through argN (struct
 * task_struct *): args[0] and args[1] are translated.
 *
 * @@trigger: signals
 * @@runtest-opts: -q
 */

proc:::signal-send
/pid == $target/
{
	printf("%s %d %d\n", probename, args[2], ((struct task_struct *)arg0)->pid == pid);
}

proc:::signal-discard
/pid == $target && ((struct task_struct *)arg1)->pid == pid/
{
	printf("%s %d\n", probename, args[2]);
}

proc:::signal-handle
/pid == $target/
{
	printf("%s %d %d\n", probename, args[0], args[2] != 0);
}

/*
 * ASSERTION: rawtp:signal::signal_generate has signal_generate's five
 * arguments (sig, info, task, group, result), typed int for sig.
 *
 * @@trigger: signals
 * @@runtest-opts: -q
 */

rawtp:signal::signal_generate
/pid == $target && args[2]->pid == pid/
{
	printf("%d %d %d\n", args[0], args[3], args[4]);
}

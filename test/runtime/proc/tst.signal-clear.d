/*
 * ASSERTION: signal-clear (args[0] the signal) fires in the thread that
 * takes a pending signal with sigwait(2), after signal-send queued it for
 * that thread; the sender here is the kernel's timer, not a process.
 *
 * @@trigger: signal-wait
 * @@runtest-opts: -q
 */

proc:::signal-send
/args[1]->pr_pid == $target && args[2] == SIGUSR1/
{
	sent = 1;
}

proc:::signal-clear
/pid == $target/
{
	printf("%s %d %d\n", probename, args[0], sent);
}

/*
 * ASSERTION: sched:::on-cpu fires for the thread coming on CPU: its
 * self-> variables, pid, tid, execname, curthread and curpsinfo are that
 * thread's, so the classic off-CPU timing script measures the time the
 * thread spent off CPU (here about 10 ms per nanosleep of the trigger).
 *
 * @@trigger: sleep-loop 1
 * @@runtest-opts: -q
 */

int n, slept, same;

sched:::off-cpu
/pid == $target/
{
	self->off = timestamp;
}

sched:::on-cpu
/self->off/
{
	n++;
	slept += timestamp - self->off >= 5000000;
	same += pid == $target && tid == curthread->pid && execname == "sleep-loop" &&
	    curpsinfo->pr_pid == $target;
	self->off = 0;
}

proc:::exit
/pid == $target/
{
	printf("on-cpu for the incoming thread: %s\n", n > 20 && same == n ? "yes" : "no");
	printf("off CPU 5 ms or more, 20 times or more: %s\n", slept >= 20 ? "yes" : "no");
}

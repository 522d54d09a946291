/*
 * ASSERTION: a process that yields and sleeps fires surrender, sleep,
 * off-cpu (args[0] the next task) and on-cpu, and is woken (wakeup,
 * args[0] the woken task), read through arg0 (struct task_struct *) since
 * args[0] is translated to lwpsinfo_t *.
 *
 * @@trigger: signals
 * @@runtest-opts: -q
 */

int sleep, off, on, wake, yield;

sched:::sleep /pid == $target/ { sleep = 1; }
sched:::off-cpu /pid == $target && ((struct task_struct *)arg0)->pid != pid/ { off = 1; }
sched:::on-cpu /pid == $target/ { on = 1; }
sched:::wakeup /((struct task_struct *)arg0)->pid == $target/ { wake = 1; }
sched:::surrender /pid == $target && ((struct task_struct *)arg0)->pid == pid/ { yield = 1; }

proc:::exit
/pid == $target/
{
	printf("sleep %d off-cpu %d on-cpu %d wakeup %d surrender %d\n", sleep, off, on, wake, yield);
}

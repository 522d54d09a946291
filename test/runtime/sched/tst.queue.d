/*
 * ASSERTION: a process that sleeps in a loop leaves its run queue when it
 * blocks (dequeue, args[2] the cpuinfo_t of the CPU it ran on) and is put
 * back when its timer wakes it (enqueue, args[2] the cpuinfo_t of its
 * CPU, args[3] 0); args[0] and args[1] describe that thread and process.
 *
 * @@trigger: sleep-loop 1
 * @@runtest-opts: -q
 */

int deq, enq, deqcpu, enqcpu, front, lwp;

sched:::dequeue
/args[1]->pr_pid == $target/
{
	deq = 1;
	deqcpu += args[2]->cpu_id == cpu ? 0 : 1;
	lwp += args[0]->pr_lwpid == args[1]->pr_pid ? 0 : 1;
}

sched:::enqueue
/args[1]->pr_pid == $target/
{
	enq = 1;
	enqcpu += args[2] != NULL && args[2]->cpu_id >= 0 &&
	    args[2]->cpu_id < 65536 ? 0 : 1;
	front += args[3];
}

proc:::exit
/pid == $target/
{
	printf("dequeue %d (bad cpu %d) enqueue %d (bad cpu %d, front %d) bad lwp %d\n",
	    deq, deqcpu, enq, enqcpu, front, lwp);
}

/*
 * ASSERTION: sched:::tick fires at the clock rate on every CPU, in the
 * context of the thread the tick interrupted: args[0] and args[1] are that
 * thread and process, and the CPU built-ins (cpu, curcpu, chip, lgrp,
 * pset) describe the CPU it fires on.
 *
 * @@runtest-opts: -q
 */

int n, bad;

sched:::tick
{
	n++;
	bad += args[0]->pr_lwpid == tid ? 0 : 1;
	bad += args[1]->pr_pid == pid ? 0 : 1;
	bad += curcpu->cpu_id == cpu ? 0 : 1;
	bad += curcpu->cpu_chip == chip && curcpu->cpu_lgrp == lgrp ? 0 : 1;
	bad += pset == 0 ? 0 : 1;
}

tick-500ms
{
	printf("ticks %s, mismatches %d\n", n > 10 ? "seen" : "missing", bad);
	exit(0);
}

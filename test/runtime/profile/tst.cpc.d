/*
 * ASSERTION: cpc:::EVENT-MODE-COUNT probes fire on perf software events:
 * the CPU clock counted in kernel mode only gives a kernel pc in arg0 and
 * no user pc, counted in user mode only the reverse; page faults of the
 * traced process are seen.
 *
 * @@trigger: busy-spin 300000000
 */
#pragma D option quiet

cpc:::cpu_clock-kernel-1000000
/!k/
{
	k = 1;
	kpcs = (arg0 != 0) + (arg1 == 0);
}

cpc:::cpu_clock-user-1000000
/pid == $target && !u/
{
	u = 1;
	upcs = (arg0 == 0) + (arg1 != 0);
}

cpc:::page_faults-all-1
/pid == $target/
{
	n++;
}

END
{
	printf("kernel %d\nuser %d\nfaults %d\n", kpcs, upcs, n > 0);
}

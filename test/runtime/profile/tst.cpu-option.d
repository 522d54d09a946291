/*
 * ASSERTION: -x cpu (here as a pragma) restricts firing to one CPU: the
 * profile, cpc and tick events are opened there alone, and a syscall probe
 * ignores the other CPUs.  (CPU 0: the second CPU's clock is unreliable on
 * some virtual machines.)
 */
#pragma D option quiet
#pragma D option cpu=0

profile-97 { p[cpu] = 1; }
cpc:::cpu_clock-all-10000000 { c[cpu] = 1; }
syscall:::entry { s[cpu] = 1; }

tick-1s
/n++ == 1/
{
	printf("tick on %d; profile %d %d; cpc %d %d; syscall elsewhere %d\n", cpu,
	    p[0], p[1], c[0], c[1], s[1]);
	exit(0);
}

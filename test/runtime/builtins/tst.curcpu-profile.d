/*
 * On every CPU, in profile probes, curcpu->cpu_id is the CPU the probe
 * fires on: no firing may see another CPU's cpuinfo_t.
 * @@runtest-opts: -q
 */

int fired, wrong;

profile-199
{
	fired++;
	wrong += curcpu->cpu_id != cpu;
}

tick-400ms
/fired > 0/
{
	printf("fired: yes\nmismatches: %d\n", wrong);
	exit(0);
}

/*
 * curcpu points to the current CPU's cpuinfo_t: 16 bytes of four ids,
 * cpu_id the CPU the probe fires on, cpu_pset always 0, and the inlines
 * chip, lgrp and pset read the same fields.  curcpu is an address: it
 * casts to a non-zero integer that D may shift and mask.
 * @@runtest-opts: -q
 */

BEGIN
{
	printf("sizeof(cpuinfo_t) = %d\n", sizeof (cpuinfo_t));
	printf("sizeof(*curcpu) = %d\n", sizeof (*curcpu));
	printf("cpu_id matches cpu: %d\n", curcpu->cpu_id == cpu);
	printf("cpu_pset: %d, pset: %d\n", curcpu->cpu_pset, pset);
	printf("chip agrees: %d\n", chip == curcpu->cpu_chip);
	printf("lgrp agrees: %d\n", lgrp == curcpu->cpu_lgrp);
	printf("non-negative ids: %d\n", curcpu->cpu_chip >= 0 && curcpu->cpu_lgrp >= 0);
	printf("address: %d\n", (int64_t)curcpu != 0 && ((int64_t)curcpu >> 8) != 0);
	p = curcpu;
	printf("stored pointer still reads: %d\n", p->cpu_id == cpu);
	exit(0);
}

ERROR
{
	exit(1);
}

/*
 * The D library: the CPU model of DTrace.  curcpu (a built-in variable)
 * points to the current CPU's cpuinfo_t, which dtrace fills from the CPU
 * topology in /sys/devices/system/cpu before tracing starts: cpu_id is the
 * CPU's number, cpu_chip its physical package, cpu_lgrp its NUMA node, and
 * cpu_pset is always 0 (Linux has no processor sets).
 */

typedef id_t chipid_t;
typedef id_t lgrp_id_t;

typedef struct cpuinfo {
	processorid_t cpu_id;
	psetid_t cpu_pset;
	chipid_t cpu_chip;
	lgrp_id_t cpu_lgrp;
} cpuinfo_t;

typedef cpuinfo_t *cpuinfo_t_p;

inline psetid_t pset = curcpu->cpu_pset;
inline chipid_t chip = curcpu->cpu_chip;
inline lgrp_id_t lgrp = curcpu->cpu_lgrp;

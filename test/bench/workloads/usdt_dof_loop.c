/* usdt_dof_loop N
 * The same loop as usdt_loop, but the probe bench:tick is a DTrace (DOF)
 * probe: bench_prov.h comes from `dtrace -h -s bench_prov.d` and the object
 * is linked with the output of `dtrace -G`, whose drti registers the probes
 * with dtprobed before main.  Trace with: dtrace -n 'bench$target:::tick'.
 * The floor attaches a uprobe at the probe site, whose file offset
 * `floor-site` below prints. */
#include "common.h"
#include "bench_prov.h"

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;

	bench_pin();
	bench_cpu0 = bench_cpu_ns();
	long long t0 = bench_now_ns();
	for (long i = 0; i < n; i++)
		BENCH_TICK(i);
	long long t1 = bench_now_ns();
	bench_report(t1 - t0, n);
	return 0;
}

#!/bin/bash
# aggpercpu: after each value, every CPU's own value on a "[CPU N]" line
# (Oracle's dt_print_aggs).  BEGIN runs on the CPU dtrace runs on, so dtrace
# is pinned to CPU 0; the lines of the other CPUs (as many as the machine
# has) are checked to be zero and not printed.
dtrace=$1
taskset -c 0 "$dtrace" -q -x aggpercpu -n '
BEGIN
{
	@c = count();
	@s["k"] = sum(5);
	@q = quantize(3);
	exit(0);
}' | awk '
skip && /^$/ { skip = 0; next }
skip { if ($0 ~ /\|/ && $(NF) != 0) print "non-zero bucket on another CPU:", $0; next }
/^    \[CPU [1-9][0-9]*\]$/ { skip = 1; next }
/^    \[CPU [1-9][0-9]*\] / { if ($(NF) != 0) print "non-zero on another CPU:", $0; next }
{ print }'
exit ${PIPESTATUS[0]}

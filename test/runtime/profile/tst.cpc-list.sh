#!/bin/bash
# ASSERTION: as Oracle's DTrace, cpc lists each event this machine can
# count, under its perf name and its short names, in mode all every
# 1000000000 (module and function empty); a description naming another
# mode and count makes that probe, which -l then lists.
dtrace=$1
$dtrace -l -n 'cpc:::page_faults-user-100' | sed 's/^ *[0-9][0-9]* /ID /'
$dtrace -lP cpc | awk 'NR > 1 && $3 ~ /^(perf_count_sw_cpu_clock|perf_count_sw_task_clock|cpu_clock|task_clock|cs)-/ {
	print $2, $3 }' | LC_ALL=C sort
